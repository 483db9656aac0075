import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { photoOptionsGroupsEndpoint } from '@/lib/api/photo-products/photo-frame/price-endpoints'
import { photoOptionGroups } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(photoOptionsGroupsEndpoint, ({ query, ctx }) =>
  withLengthUnit(photoOptionGroups(ctx.locale, resolveShopCurrency(ctx.locale, query.currency)), ctx.locale),
)
