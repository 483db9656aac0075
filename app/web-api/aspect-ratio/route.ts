import { handle } from '@/lib/api/endpoint'
import { lengthUnitOf } from '@/lib/config/locales'
import { ASPECT_RATIO_KEYS } from '@/lib/model/design-keys'
import { aspectRatioEndpoint } from '@/lib/api/catalogue/storefront/endpoints'

export const GET = handle(aspectRatioEndpoint, ({ ctx }) => ({
  aspectRatios: [...ASPECT_RATIO_KEYS],
  lengthUnit: lengthUnitOf(ctx.locale),
}))
