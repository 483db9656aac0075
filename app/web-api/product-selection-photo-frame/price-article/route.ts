import { handle } from '@/lib/http/endpoint'
import { quoteArticle } from '@/lib/shop/photo-frame/article'
import { framePriceArticleEndpoint } from '@/lib/shop/photo-frame/endpoints'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(framePriceArticleEndpoint, ({ query, ctx }) =>
  quoteArticle(query, resolveShopCurrency(ctx.locale, query.currency)),
)
