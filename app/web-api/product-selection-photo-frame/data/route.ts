import { handle } from '@/lib/api/endpoint'
import { frameDataEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { selectionData } from '@/lib/shop/photo-products/photo-frame/selection'

export const GET = handle(frameDataEndpoint, ({ ctx }) => selectionData(ctx.locale))
