import { handle } from '@/lib/api/endpoint'
import { withPathParams } from '@/lib/api/path-params'
import { photobookSetEndpoint } from '@/lib/api/photo-products/photobook/endpoints'
import { getPhotobookSet } from '@/lib/shop/photo-products/photobook/listing'

export const GET = withPathParams(
  handle(photobookSetEndpoint, ({ query, ctx }) =>
    getPhotobookSet(query.designGroupSetId, ctx.locale, query.currency),
  ),
)
