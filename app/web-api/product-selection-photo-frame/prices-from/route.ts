import { handle } from '@/lib/http/endpoint'
import { framePricesFromEndpoint } from '@/lib/shop/photo-frame/endpoints'
import { pricesFrom } from '@/lib/shop/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(framePricesFromEndpoint, ({ query, ctx }) => {
  const currency = resolveShopCurrency(ctx.locale, query.currency)
  return { currency, prices: pricesFrom(currency, query.materialType) }
})
