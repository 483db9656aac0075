import { handle } from '@/lib/http/endpoint'
import { frameDataEndpoint } from '@/lib/shop/photo-frame/endpoints'
import { selectionData } from '@/lib/shop/photo-frame/selection'

export const GET = handle(frameDataEndpoint, ({ ctx }) => selectionData(ctx.locale))
