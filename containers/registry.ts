import 'server-only'
import { voucher } from './voucher/voucher'
import { uspTeaser } from './usp-teaser/usp-teaser'
import { sitemap } from './sitemap/sitemap'
import { shippingPriceTable } from './shipping-price-table/shipping-price-table'
import { quotesCategory } from './quotes-category/quotes-category'
import { moreInformation } from './more-information/more-information'
import { materialTiles } from './material-tiles/material-tiles'
import { abTestContainer } from './ab-test/ab-test'
import { contactCard } from './contact-card/contact-card'
import { infoText } from './info-text/info-text'
import { linkBox } from './link-box/link-box'
import { mainTeaser } from './main-teaser/main-teaser'
import { newsletter } from './newsletter/newsletter'
import { newsletterResponse } from './newsletter-response/newsletter-response'
import { pageHeadline } from './page-headline/page-headline'
import { reviewBlock } from './review-block/review-block'
import { sellingPoints } from './selling-points/selling-points'
import { seoQuestions } from './seo-questions/seo-questions'
import { subTeaser } from './sub-teaser/sub-teaser'
import { textPage } from './text-page/text-page'
import { legalNotice } from './legal-notice/legal-notice'
import { trustPoints } from './trust-points/trust-points'
import { Bloks } from './render-bloks'
import { accessoryDetails } from './accessory-details/accessory-details'
import { accessoryOverview } from './accessory-overview/accessory-overview'
import { calendarDetails } from './calendar-details/calendar-details'
import { calendarOverview } from './calendar-overview/calendar-overview'
import { cardDetails } from './card-details/card-details'
import { cardOverview } from './card-overview/card-overview'
import { collageDetails } from './collage-details/collage-details'
import { collageOverview } from './collage-overview/collage-overview'
import { photobookDetails } from './photobook-details/photobook-details'
import { photobookOverview } from './photobook-overview/photobook-overview'
import { photoboxDetails } from './photobox-details/photobox-details'
import { photoboxOverview } from './photobox-overview/photobox-overview'
import { photoPrintOverview } from './photo-print-overview/photo-print-overview'
import { productList } from './product-list/product-list'
import { productSelection } from './product-selection/product-selection'
import { themeCards } from './theme-cards/theme-cards'
import { themesOverview } from './themes-overview/themes-overview'
import { wishlistCardsGrid } from './wishlist-cards-grid/wishlist-cards-grid'
import type { AnyContainer } from './types'
import { uspBar } from './usp-bar/usp-bar'

/**
 * The one map from a CMS component name to its container. Names are Storyblok's technical names.
 * Imported by server code only; containers that need the browser load their own client parts.
 */
export const CONTAINERS = {
  page_headline: pageHeadline,
  text_page: textPage,
  legal_notice: legalNotice,
  info_text: infoText,
  usp_bar: uspBar,
  contact_card: contactCard,
  link_box: linkBox,
  main_teaser: mainTeaser,
  newsletter,
  newsletter_response: newsletterResponse,
  trust_points: trustPoints,
  selling_points: sellingPoints,
  sub_teaser: subTeaser,
  review_block: reviewBlock,
  seo_questions: seoQuestions,
  usp_teaser: uspTeaser,
  more_information: moreInformation,
  material_tiles: materialTiles,
  shipping_price_table: shippingPriceTable,
  voucher,
  sitemap,
  ab_test: abTestContainer(Bloks),
  quotes_category: quotesCategory,
  // Catalogue containers (docs/adr/0016): framing from the story, products from lib/shop.
  accessory_details: accessoryDetails,
  accessory_overview: accessoryOverview,
  calendar_details: calendarDetails,
  calendar_overview: calendarOverview,
  card_details: cardDetails,
  card_overview: cardOverview,
  collage_details: collageDetails,
  collage_overview: collageOverview,
  photobook_details: photobookDetails,
  photobook_overview: photobookOverview,
  photobox_details: photoboxDetails,
  photobox_overview: photoboxOverview,
  photo_print_overview: photoPrintOverview,
  product_list: productList,
  product_selection: productSelection,
  theme_cards: themeCards,
  themes_overview: themesOverview,
  wishlist_cards_grid: wishlistCardsGrid,
} as const satisfies Record<string, AnyContainer>

export type ContainerName = keyof typeof CONTAINERS

export function isContainerName(name: string): name is ContainerName {
  return Object.hasOwn(CONTAINERS, name)
}
