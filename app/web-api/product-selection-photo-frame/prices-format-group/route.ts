import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { framePricesFormatGroupEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { formatGroupPrices } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(framePricesFormatGroupEndpoint, ({ query, ctx }) =>
  withLengthUnit(
    formatGroupPrices(query.formatGroup, query, resolveShopCurrency(ctx.locale, query.currency)),
    ctx.locale,
  ),
)
