import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { formatPrices } from '@/lib/shop/photo-products/photo-frame/article'
import { formatsPriceEndpoint } from '@/lib/api/photo-products/photo-frame/price-endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(formatsPriceEndpoint, ({ query, ctx }) => {
  const currency = resolveShopCurrency(ctx.locale, query.currency)
  return withLengthUnit({ currency, prices: formatPrices(query.formats, query, currency) }, ctx.locale)
})
