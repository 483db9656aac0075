import { handle } from '@/lib/api/endpoint'
import { formatGroupPriceEndpoint } from '@/lib/api/photo-products/photo-frame/price-endpoints'
import { formatGroupPrices } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(formatGroupPriceEndpoint, ({ query, ctx }) =>
  formatGroupPrices(query.formatGroup, query, resolveShopCurrency(ctx.locale, query.currency)),
)
