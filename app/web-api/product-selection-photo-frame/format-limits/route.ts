import { handle } from '@/lib/api/endpoint'
import { frameFormatLimitsEndpoint } from '@/lib/api/photo-products/photo-frame/endpoints'
import { formatLimits } from '@/lib/shop/photo-products/photo-frame/selection'

export const GET = handle(frameFormatLimitsEndpoint, ({ query }) => ({
  limits: formatLimits(query.materialType),
}))
