import type { AnyEndpoint } from './endpoint'
import { CART_ENDPOINTS } from '@/lib/shop/cart/endpoints'
import { cardAccessoriesEndpoint, themesEndpoint } from '@/lib/shop/catalog/endpoints'
import { wishlistDesignsEndpoint } from '@/lib/shop/catalog/wishlist-endpoint'
import { cancelOrderEndpoint, checkoutQuoteEndpoint, placeOrderEndpoint } from '@/lib/shop/checkout/endpoints'
import { cardPriceEndpoint, shippingInformationEndpoint } from '@/lib/shop/pricing/endpoints'
import {
  aspectRatioEndpoint,
  initialDataEndpoint,
  localizedUrlsEndpoint,
} from '@/lib/shop/storefront/endpoints'
import { featureFlagsEndpoint } from '@/lib/flags/endpoints'
import {
  createUploadEndpoint,
  listUploadsEndpoint,
  uploadOriginalEndpoint,
  uploadPreviewEndpoint,
} from '@/lib/shop/uploads/endpoints'
import { createGuestListEndpoint, guestListRowsEndpoint } from '@/lib/shop/guest-list/endpoints'
import { printPreviewEndpoint, savedDesignProofEndpoint } from '@/lib/shop/print/endpoints'
import {
  customerDataEndpoint,
  customerDataUpdateEndpoint,
  customerLoginEndpoint,
  customerLogoutEndpoint,
  customerPasswordResetEndpoint,
  customerSignupEndpoint,
} from '@/lib/shop/customers/endpoints'
import {
  customerAddressAddEndpoint,
  customerAddressDeleteEndpoint,
  customerAddressesEndpoint,
  customerDeleteEndpoint,
  customerEmailEndpoint,
  customerEmailUndoEndpoint,
  customerNewsletterEndpoint,
  customerPasswordEndpoint,
} from '@/lib/shop/customers/account-endpoints'
import {
  newsletterConfirmEndpoint,
  newsletterSubscribeEndpoint,
  newsletterUnsubscribeEndpoint,
} from '@/lib/shop/newsletter/endpoints'
import { calendarDesignGroupEndpoint, calendarPriceEndpoint } from '@/lib/shop/calendar/endpoints'
import {
  photobookPriceEndpoint,
  photobookSetEndpoint,
  photobookSetListEndpoint,
} from '@/lib/shop/photobook/endpoints'
import { photoboxDataEndpoint, photoboxPricesEndpoint } from '@/lib/shop/photobox/endpoints'
import {
  frameDataEndpoint,
  frameFormatLimitsEndpoint,
  framePriceArticleEndpoint,
  framePricesFormatGroupEndpoint,
  framePricesFormatsEndpoint,
  framePricesFromEndpoint,
} from '@/lib/shop/photo-frame/endpoints'
import {
  accessoryPriceEndpoint,
  articlePriceEndpoint,
  formatGroupPriceEndpoint,
  formatGroupPricesImagesEndpoint,
  formatsPriceEndpoint,
  framePriceEndpoint,
  photoOptionsGroupsEndpoint,
} from '@/lib/shop/photo-frame/price-endpoints'
import { cardAccessoryPriceEndpoint } from '@/lib/shop/pricing/accessory-price-endpoint'
import { skuContainerEndpoint } from '@/lib/shop/sku-container/resolve'
import {
  createSavedDesignEndpoint,
  deleteSavedDesignEndpoint,
  listSavedDesignsEndpoint,
  savedDesignPreviewEndpoint,
  updateSavedDesignEndpoint,
} from '@/lib/shop/saved-designs/endpoints'
import {
  orderCancellationInvoiceEndpoint,
  orderInvoiceEndpoint,
  reorderEndpoint,
} from '@/lib/shop/orders/endpoints'
import { createReviewEndpoint } from '@/lib/shop/reviews/endpoints'
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
  wishlistDesignsEndpoint,
  initialDataEndpoint,
  localizedUrlsEndpoint,
  aspectRatioEndpoint,
  featureFlagsEndpoint,
  createUploadEndpoint,
  listUploadsEndpoint,
  uploadPreviewEndpoint,
  uploadOriginalEndpoint,
  createGuestListEndpoint,
  guestListRowsEndpoint,
  printPreviewEndpoint,
  savedDesignProofEndpoint,
  customerSignupEndpoint,
  customerLoginEndpoint,
  customerLogoutEndpoint,
  customerPasswordResetEndpoint,
  customerDataEndpoint,
  customerDataUpdateEndpoint,
  newsletterSubscribeEndpoint,
  newsletterConfirmEndpoint,
  newsletterUnsubscribeEndpoint,
  customerEmailEndpoint,
  customerEmailUndoEndpoint,
  customerPasswordEndpoint,
  customerDeleteEndpoint,
  customerAddressesEndpoint,
  customerAddressAddEndpoint,
  customerAddressDeleteEndpoint,
  customerNewsletterEndpoint,
  cardAccessoryPriceEndpoint,
  calendarDesignGroupEndpoint,
  calendarPriceEndpoint,
  photobookSetListEndpoint,
  photobookSetEndpoint,
  photobookPriceEndpoint,
  photoboxDataEndpoint,
  skuContainerEndpoint,
  frameDataEndpoint,
  framePricesFromEndpoint,
  frameFormatLimitsEndpoint,
  framePricesFormatGroupEndpoint,
  framePricesFormatsEndpoint,
  framePriceArticleEndpoint,
  articlePriceEndpoint,
  formatGroupPriceEndpoint,
  formatsPriceEndpoint,
  formatGroupPricesImagesEndpoint,
  accessoryPriceEndpoint,
  framePriceEndpoint,
  photoOptionsGroupsEndpoint,
  photoboxPricesEndpoint,
  listSavedDesignsEndpoint,
  createSavedDesignEndpoint,
  updateSavedDesignEndpoint,
  deleteSavedDesignEndpoint,
  savedDesignPreviewEndpoint,
  ...CART_ENDPOINTS,
  checkoutQuoteEndpoint,
  placeOrderEndpoint,
  cancelOrderEndpoint,
  orderInvoiceEndpoint,
  orderCancellationInvoiceEndpoint,
  reorderEndpoint,
  createReviewEndpoint,
]
