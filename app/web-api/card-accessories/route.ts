import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { listAccessories } from '@/lib/shop/catalog/accessories'
import { cardAccessoriesEndpoint } from '@/lib/shop/catalog/endpoints'

export const GET = handle(cardAccessoriesEndpoint, async ({ query, ctx }) => ({
  accessories: await listAccessories(await getDb(), ctx.locale, query.kind),
}))
