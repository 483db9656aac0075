import { handle } from '@/lib/api/endpoint'
import { shippingInformationEndpoint } from '@/lib/api/sales/pricing/endpoints'
import { shippingInformation } from '@/lib/shop/sales/pricing/shipping-information'

export const GET = handle(shippingInformationEndpoint, ({ query }) => shippingInformation(query.country))
