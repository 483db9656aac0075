import { handle } from '@/lib/http/endpoint'
import { photobookSetListEndpoint } from '@/lib/shop/photobook/endpoints'
import { listPhotobookSets } from '@/lib/shop/photobook/listing'

export const GET = handle(photobookSetListEndpoint, ({ query, ctx }) => listPhotobookSets(query, ctx.locale))
