import { handle } from '@/lib/api/endpoint'
import { photobookSetListEndpoint } from '@/lib/api/photo-products/photobook/endpoints'
import { listPhotobookSets } from '@/lib/shop/photo-products/photobook/listing'

export const GET = handle(photobookSetListEndpoint, ({ query, ctx }) => listPhotobookSets(query, ctx.locale))
