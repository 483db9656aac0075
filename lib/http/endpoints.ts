import type { AnyEndpoint } from './endpoint'
import { CART_ENDPOINTS } from '@/lib/shop/cart/endpoints'
import { cardAccessoriesEndpoint, themesEndpoint } from '@/lib/shop/catalog/endpoints'
import { cancelOrderEndpoint, checkoutQuoteEndpoint, placeOrderEndpoint } from '@/lib/shop/checkout/endpoints'
import { cardPriceEndpoint, shippingInformationEndpoint } from '@/lib/shop/pricing/endpoints'
import {
  aspectRatioEndpoint,
  initialDataEndpoint,
  localizedUrlsEndpoint,
} from '@/lib/shop/storefront/endpoints'
import { brandSwitchEndpoint, clientErrorsEndpoint, healthEndpoint } from './platform-endpoints'

/**
 * Every JSON endpoint of the shop, the one list the OpenAPI document is built from. A new endpoint is
 * described with defineEndpoint next to its domain and added here; the OpenAPI test fails for a
 * route handler under app/web-api or app/price-api that is missing from this list.
 */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  healthEndpoint,
  clientErrorsEndpoint,
  brandSwitchEndpoint,
  cardPriceEndpoint,
  shippingInformationEndpoint,
  cardAccessoriesEndpoint,
  themesEndpoint,
  initialDataEndpoint,
  localizedUrlsEndpoint,
  aspectRatioEndpoint,
  ...CART_ENDPOINTS,
  checkoutQuoteEndpoint,
  placeOrderEndpoint,
  cancelOrderEndpoint,
]
