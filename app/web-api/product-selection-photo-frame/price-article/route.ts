import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { quoteArticle } from '@/lib/shop/photo-products/photo-frame/article'
import { framePriceArticleEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(framePriceArticleEndpoint, ({ query, ctx }) =>
  withLengthUnit(quoteArticle(query, resolveShopCurrency(ctx.locale, query.currency)), ctx.locale),
)
