import { handle } from '@/lib/api/endpoint'
import { collageDesignGroupsEndpoint } from '@/lib/api/photo-products/collage/endpoints'
import { collageDesignGroups } from '@/lib/shop/photo-products/collage/listing'

export const GET = handle(collageDesignGroupsEndpoint, ({ query, ctx }) =>
  collageDesignGroups(query, ctx.brand, ctx.locale),
)
