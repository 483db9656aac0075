import { handle } from '@/lib/http/endpoint'
import { framePricesFormatGroupEndpoint } from '@/lib/shop/photo-frame/endpoints'
import { formatGroupPrices } from '@/lib/shop/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(framePricesFormatGroupEndpoint, ({ query, ctx }) =>
  formatGroupPrices(query.formatGroup, query, resolveShopCurrency(ctx.locale, query.currency)),
)
