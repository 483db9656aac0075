import { handle } from '@/lib/api/endpoint'
import { framePricesFromEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { pricesFrom } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(framePricesFromEndpoint, ({ query, ctx }) => {
  const currency = resolveShopCurrency(ctx.locale, query.currency)
  return { currency, prices: pricesFrom(currency, query.materialType) }
})
