import { handle } from '@/lib/api/endpoint'
import { quoteArticle } from '@/lib/shop/photo-products/photo-frame/article'
import { framePriceArticleEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(framePriceArticleEndpoint, ({ query, ctx }) =>
  quoteArticle(query, resolveShopCurrency(ctx.locale, query.currency)),
)
