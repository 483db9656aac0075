import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { accessoryPriceEndpoint } from '@/lib/api/photo-products/photo-frame/price-endpoints'
import { accessoryPrices } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(accessoryPriceEndpoint, ({ query, ctx }) =>
  withLengthUnit(
    accessoryPrices(
      ctx.locale,
      resolveShopCurrency(ctx.locale, query.currency),
      query.quantity,
      query.accessoryType,
    ),
    ctx.locale,
  ),
)
