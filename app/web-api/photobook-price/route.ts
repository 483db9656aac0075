import { handle } from '@/lib/http/endpoint'
import { photobookPriceEndpoint } from '@/lib/shop/photobook/endpoints'
import { quotePhotobook } from '@/lib/shop/photobook/pricing'
import { resolveShopCurrency } from '@/lib/shop/pricing/shop-currency'

export const GET = handle(photobookPriceEndpoint, ({ query, ctx }) =>
  quotePhotobook(query, resolveShopCurrency(ctx.locale, query.currency)),
)
