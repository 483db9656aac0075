import { handle } from '@/lib/api/endpoint'
import { photobookPriceEndpoint } from '@/lib/api/photo-products/photobook/endpoints'
import { quotePhotobook } from '@/lib/shop/photo-products/photobook/pricing'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(photobookPriceEndpoint, ({ query, ctx }) =>
  quotePhotobook(query, resolveShopCurrency(ctx.locale, query.currency)),
)
