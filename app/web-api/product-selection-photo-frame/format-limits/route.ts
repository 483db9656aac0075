import { handle } from '@/lib/http/endpoint'
import { frameFormatLimitsEndpoint } from '@/lib/shop/photo-frame/endpoints'
import { formatLimits } from '@/lib/shop/photo-frame/selection'

export const GET = handle(frameFormatLimitsEndpoint, ({ query }) => ({
  limits: formatLimits(query.materialType),
}))
