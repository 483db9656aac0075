import type { AnyEndpoint } from './endpoint'
import { ordersExportEndpoint } from '@/lib/api/backoffice/export-endpoint'
import { CART_ENDPOINTS } from '@/lib/api/sales/cart/endpoints'
import { cardAccessoriesEndpoint, themesEndpoint } from '@/lib/api/catalogue/endpoints'
import { changeWishlistEndpoint, wishlistDesignsEndpoint } from '@/lib/api/catalogue/wishlist-endpoint'
import {
  cancelOrderEndpoint,
  checkoutQuoteEndpoint,
  placeOrderEndpoint,
} from '@/lib/api/sales/checkout/endpoints'
import { cardPriceEndpoint, shippingInformationEndpoint } from '@/lib/api/sales/pricing/endpoints'
import {
  aspectRatioEndpoint,
  initialDataEndpoint,
  localizedUrlsEndpoint,
} from '@/lib/api/catalogue/storefront/endpoints'
import { featureFlagsEndpoint } from '@/lib/api/flags/endpoints'
import {
  createUploadEndpoint,
  customerPicturesEndpoint,
  listUploadsEndpoint,
  uploadOriginalEndpoint,
  uploadPreviewEndpoint,
  uploadThumbEndpoint,
} from '@/lib/api/design-print/uploads/endpoints'
import { TOOLBOX_ENDPOINTS } from '@/lib/api/design-print/toolbox/endpoints'
import { DESIGN_APPROVAL_ENDPOINTS } from '@/lib/api/design-print/approvals/endpoints'
import { createGuestListEndpoint, guestListRowsEndpoint } from '@/lib/api/design-print/guest-list/endpoints'
import {
  printPreviewEndpoint,
  savedDesignProofEndpoint,
  savedDesignProofPageEndpoint,
  savedDesignProofPagesEndpoint,
} from '@/lib/api/design-print/print/endpoints'
import {
  customerDataEndpoint,
  customerDataUpdateEndpoint,
  customerLoginEndpoint,
  customerLogoutEndpoint,
  customerPasswordResetEndpoint,
  customerSignupEndpoint,
} from '@/lib/api/customers/endpoints'
import {
  customerAddressAddEndpoint,
  customerAddressDeleteEndpoint,
  customerAddressesEndpoint,
  customerDeleteEndpoint,
  customerEmailEndpoint,
  customerEmailUndoEndpoint,
  customerNewsletterEndpoint,
  customerPasswordEndpoint,
} from '@/lib/api/customers/account-endpoints'
import {
  newsletterConfirmEndpoint,
  newsletterSubscribeEndpoint,
  newsletterUnsubscribeEndpoint,
} from '@/lib/api/customers/newsletter/endpoints'
import {
  calendarDesignGroupEndpoint,
  calendarPriceEndpoint,
} from '@/lib/api/photo-products/calendar/endpoints'
import {
  collageDesignGroupEndpoint,
  collageDesignGroupsEndpoint,
} from '@/lib/api/photo-products/collage/endpoints'
import {
  photobookPriceEndpoint,
  photobookSetEndpoint,
  photobookSetListEndpoint,
} from '@/lib/api/photo-products/photobook/endpoints'
import { photoboxDataEndpoint, photoboxPricesEndpoint } from '@/lib/api/photo-products/photobox/endpoints'
import {
  frameDataEndpoint,
  frameFormatLimitsEndpoint,
  framePriceArticleEndpoint,
  framePricesFormatGroupEndpoint,
  framePricesFormatsEndpoint,
  framePricesFromEndpoint,
} from '@/lib/api/photo-products/photo-frame/endpoints'
import {
  accessoryPriceEndpoint,
  articlePriceEndpoint,
  formatGroupPriceEndpoint,
  formatGroupPricesImagesEndpoint,
  formatsPriceEndpoint,
  framePriceEndpoint,
  photoOptionsGroupsEndpoint,
} from '@/lib/api/photo-products/photo-frame/price-endpoints'
import {
  calculatorReferenceEndpoint,
  variantsForFrameTypesEndpoint,
} from '@/lib/api/photo-products/photo-frame/toolbox-endpoints'
import { cardAccessoryPriceEndpoint } from '@/lib/api/sales/pricing/accessory-price-endpoint'
import { expressShopEndpoint } from '@/lib/api/sales/checkout/express-shop-endpoint'
import { getLocationEndpoint } from '@/lib/api/location/endpoint'
import { campaignDataEndpoint } from '@/lib/api/content/campaign-endpoint'
import { cardAccessoryOrderEndpoint } from '@/lib/api/sales/cart/accessory-order-endpoint'
import { skuContainerEndpoint } from '@/lib/api/catalogue/sku-container/endpoints'
import {
  createSavedDesignEndpoint,
  deleteSavedDesignEndpoint,
  duplicateSavedDesignEndpoint,
  listSavedDesignsEndpoint,
  savedDesignPreviewEndpoint,
  savedDraftEndpoint,
  renameSavedDesignEndpoint,
  updateSavedDesignEndpoint,
} from '@/lib/api/design-print/saved-designs/endpoints'
import {
  orderCancellationInvoiceEndpoint,
  orderInvoiceEndpoint,
  reorderEndpoint,
} from '@/lib/api/sales/orders/endpoints'
import { createReviewEndpoint } from '@/lib/api/catalogue/reviews/endpoints'
import { voucherCheckEndpoint } from '@/lib/api/sales/voucher-endpoint'
import { EVENT_PAGE_ENDPOINTS } from '@/lib/api/events/rsvp/endpoints'
import { brandSwitchEndpoint, clientErrorsEndpoint, healthEndpoint } from './platform-endpoints'
import { EVENT_ACCOUNT_ENDPOINTS } from '@/lib/api/events/event-endpoints'
import { EVENT_GUEST_ENDPOINTS } from '@/lib/api/events/guests/endpoints'
import { EVENT_DASHBOARD_ENDPOINTS } from '@/lib/api/events/dashboard/endpoints'
import { EVENT_PRINT_ENDPOINTS } from '@/lib/api/events/print/endpoints'

/**
 * Every JSON endpoint of the shop, the one list the OpenAPI document is built from. A new endpoint is
 * described with defineEndpoint next to its domain and added here; the OpenAPI test fails for a
 * route handler under app/web-api or app/price-api that is missing from this list.
 */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  healthEndpoint,
  clientErrorsEndpoint,
  brandSwitchEndpoint,
  getLocationEndpoint,
  cardPriceEndpoint,
  shippingInformationEndpoint,
  expressShopEndpoint,
  campaignDataEndpoint,
  cardAccessoriesEndpoint,
  themesEndpoint,
  wishlistDesignsEndpoint,
  changeWishlistEndpoint,
  initialDataEndpoint,
  localizedUrlsEndpoint,
  aspectRatioEndpoint,
  featureFlagsEndpoint,
  createUploadEndpoint,
  listUploadsEndpoint,
  uploadPreviewEndpoint,
  uploadThumbEndpoint,
  uploadOriginalEndpoint,
  customerPicturesEndpoint,
  ...TOOLBOX_ENDPOINTS,
  createGuestListEndpoint,
  guestListRowsEndpoint,
  printPreviewEndpoint,
  savedDesignProofEndpoint,
  savedDesignProofPagesEndpoint,
  savedDesignProofPageEndpoint,
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
  voucherCheckEndpoint,
  ...EVENT_ACCOUNT_ENDPOINTS,
  ...EVENT_GUEST_ENDPOINTS,
  ...EVENT_DASHBOARD_ENDPOINTS,
  ...EVENT_PRINT_ENDPOINTS,
  cardAccessoryPriceEndpoint,
  cardAccessoryOrderEndpoint,
  calendarDesignGroupEndpoint,
  calendarPriceEndpoint,
  photobookSetListEndpoint,
  photobookSetEndpoint,
  photobookPriceEndpoint,
  photoboxDataEndpoint,
  collageDesignGroupsEndpoint,
  collageDesignGroupEndpoint,
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
  variantsForFrameTypesEndpoint,
  calculatorReferenceEndpoint,
  photoboxPricesEndpoint,
  listSavedDesignsEndpoint,
  createSavedDesignEndpoint,
  updateSavedDesignEndpoint,
  deleteSavedDesignEndpoint,
  renameSavedDesignEndpoint,
  duplicateSavedDesignEndpoint,
  savedDraftEndpoint,
  savedDesignPreviewEndpoint,
  ...DESIGN_APPROVAL_ENDPOINTS,
  ...CART_ENDPOINTS,
  checkoutQuoteEndpoint,
  placeOrderEndpoint,
  cancelOrderEndpoint,
  orderInvoiceEndpoint,
  orderCancellationInvoiceEndpoint,
  reorderEndpoint,
  createReviewEndpoint,
  ordersExportEndpoint,
  ...EVENT_PAGE_ENDPOINTS,
]
