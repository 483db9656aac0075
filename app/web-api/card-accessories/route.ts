import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/api/endpoint'
import { listAccessories } from '@/lib/shop/catalogue/accessories'
import { cardAccessoriesEndpoint } from '@/lib/api/catalogue/endpoints'

export const GET = handle(cardAccessoriesEndpoint, async ({ query, ctx }) => ({
  accessories: await listAccessories(await getDb(), ctx.locale, query.kind),
}))
