import { handle } from '@/lib/http/endpoint'
import { formatPrices } from '@/lib/shop/photo-frame/article'
import { framePricesFormatsEndpoint } from '@/lib/shop/photo-frame/endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(framePricesFormatsEndpoint, ({ query, ctx }) => {
  const currency = resolveShopCurrency(ctx.locale, query.currency)
  return { currency, prices: formatPrices(query.formats, query, currency) }
})
