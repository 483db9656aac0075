import { handle } from '@/lib/api/endpoint'
import { collageDesignGroupEndpoint } from '@/lib/api/photo-products/collage/endpoints'
import { collageDesignGroup } from '@/lib/shop/photo-products/collage/listing'

export const GET = handle(collageDesignGroupEndpoint, ({ query, ctx }) =>
  collageDesignGroup(query, ctx.locale),
)
