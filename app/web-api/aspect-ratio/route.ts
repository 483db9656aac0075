import { handle } from '@/lib/api/endpoint'
import { ASPECT_RATIO_KEYS } from '@/lib/model/design-keys'
import { aspectRatioEndpoint } from '@/lib/api/catalogue/storefront/endpoints'

export const GET = handle(aspectRatioEndpoint, () => ({ aspectRatios: [...ASPECT_RATIO_KEYS] }))
