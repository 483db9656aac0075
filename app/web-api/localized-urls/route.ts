import { handle } from '@/lib/api/endpoint'
import { localizedUrlsEndpoint } from '@/lib/api/catalogue/storefront/endpoints'
import { localizedUrls } from '@/lib/shop/catalogue/storefront/initial-data'

export const GET = handle(localizedUrlsEndpoint, ({ query, ctx }) => ({
  urls: localizedUrls(ctx.brand, query.path),
}))
