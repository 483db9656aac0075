import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { framePriceEndpoint } from '@/lib/api/photo-products/photo-frame/price-endpoints'
import { frameOnly } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(framePriceEndpoint, ({ query, ctx }) =>
  withLengthUnit(frameOnly(query, resolveShopCurrency(ctx.locale, query.currency)), ctx.locale),
)
