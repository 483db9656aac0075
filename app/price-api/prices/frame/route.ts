import { handle } from '@/lib/http/endpoint'
import { framePriceEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { frameOnly } from '@/lib/shop/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(framePriceEndpoint, ({ query, ctx }) =>
  frameOnly(query, resolveShopCurrency(ctx.locale, query.currency)),
)
