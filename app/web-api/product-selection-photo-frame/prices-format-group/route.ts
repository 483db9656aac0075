import { handle } from '@/lib/api/endpoint'
import { framePricesFormatGroupEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { formatGroupPrices } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(framePricesFormatGroupEndpoint, ({ query, ctx }) =>
  formatGroupPrices(query.formatGroup, query, resolveShopCurrency(ctx.locale, query.currency)),
)
