import { handle } from '@/lib/api/endpoint'
import { variantsForFrameTypesEndpoint } from '@/lib/api/photo-products/photo-frame/toolbox-endpoints'
import { variantsForFrameTypes } from '@/lib/shop/photo-products/photo-frame/variants'

export const GET = handle(variantsForFrameTypesEndpoint, ({ query, ctx }) => ({
  frameTypes: variantsForFrameTypes(ctx.locale, query),
}))
