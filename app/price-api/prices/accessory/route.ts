import { handle } from '@/lib/http/endpoint'
import { accessoryPriceEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { accessoryPrices } from '@/lib/shop/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(accessoryPriceEndpoint, ({ query, ctx }) =>
  accessoryPrices(
    ctx.locale,
    resolveShopCurrency(ctx.locale, query.currency),
    query.quantity,
    query.accessoryType,
  ),
)
