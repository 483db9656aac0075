import { handle } from '@/lib/api/endpoint'
import { withLengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { frameFormatLimitsEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { formatLimits } from '@/lib/shop/photo-products/photo-frame/selection'

export const GET = handle(frameFormatLimitsEndpoint, ({ query, ctx }) =>
  withLengthUnit({ limits: formatLimits(query.materialType) }, ctx.locale),
)
