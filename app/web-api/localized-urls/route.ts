import { handle } from '@/lib/http/endpoint'
import { localizedUrlsEndpoint } from '@/lib/shop/storefront/endpoints'
import { localizedUrls } from '@/lib/shop/storefront/initial-data'

export const GET = handle(localizedUrlsEndpoint, ({ query, ctx }) => ({
  urls: localizedUrls(ctx.brand, query.path),
}))
