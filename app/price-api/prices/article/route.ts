import { handle } from '@/lib/http/endpoint'
import { quoteArticle } from '@/lib/shop/photo-frame/article'
import { articlePriceEndpoint } from '@/lib/shop/photo-frame/price-endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(articlePriceEndpoint, ({ query, ctx }) =>
  quoteArticle(query, resolveShopCurrency(ctx.locale, query.currency)),
)
