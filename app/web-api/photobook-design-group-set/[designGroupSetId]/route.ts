import { handle } from '@/lib/http/endpoint'
import { withPathParams } from '@/lib/http/path-params'
import { photobookSetEndpoint } from '@/lib/shop/photobook/endpoints'
import { getPhotobookSet } from '@/lib/shop/photobook/listing'

export const GET = withPathParams(
  handle(photobookSetEndpoint, ({ query, ctx }) =>
    getPhotobookSet(query.designGroupSetId, ctx.locale, query.currency),
  ),
)
