import { handle } from '@/lib/api/endpoint'
import { listAccessories } from '@/lib/shop/catalogue/accessories'
import { cardAccessoriesEndpoint } from '@/lib/api/catalogue/endpoints'

export const GET = handle(cardAccessoriesEndpoint, async ({ query, ctx, db }) => ({
  accessories: await listAccessories(await db(), ctx.locale, query.kind),
}))
