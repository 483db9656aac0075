import { handle } from '@/lib/http/endpoint'
import { ASPECT_RATIO_KEYS } from '@/lib/model/design-keys'
import { aspectRatioEndpoint } from '@/lib/shop/storefront/endpoints'

export const GET = handle(aspectRatioEndpoint, () => ({ aspectRatios: [...ASPECT_RATIO_KEYS] }))
