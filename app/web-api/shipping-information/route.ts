import { handle } from '@/lib/http/endpoint'
import { shippingInformationEndpoint } from '@/lib/shop/pricing/endpoints'
import { shippingInformation } from '@/lib/shop/pricing/shipping-information'

export const GET = handle(shippingInformationEndpoint, ({ query }) => shippingInformation(query.country))
