import { handle } from '@/lib/http/endpoint'
import { formatPrices } from '@/lib/shop/photo-frame/article'
import { formatsPriceEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(formatsPriceEndpoint, ({ query, ctx }) => {
  const currency = resolveShopCurrency(ctx.locale, query.currency)
  return { currency, prices: formatPrices(query.formats, query, currency) }
})
