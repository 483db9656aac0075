import { handle } from '@/lib/http/endpoint'
import { formatGroupPriceEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { formatGroupPrices } from '@/lib/shop/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(formatGroupPriceEndpoint, ({ query, ctx }) =>
  formatGroupPrices(query.formatGroup, query, resolveShopCurrency(ctx.locale, query.currency)),
)
