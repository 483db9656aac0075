import { handle } from '@/lib/http/endpoint'
import { photoOptionsGroupsEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { photoOptionGroups } from '@/lib/shop/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(photoOptionsGroupsEndpoint, ({ query, ctx }) =>
  photoOptionGroups(ctx.locale, resolveShopCurrency(ctx.locale, query.currency)),
)
