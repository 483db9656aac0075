/** URL rules of the spec (section 2) as data; lib/routing applies them. */

/** German path segments that serve an English-named route; the canonical link names the route. */
export const ROUTE_ALIASES = { produkte: 'products', merkzettel: 'wishlist' } as const

/** Application areas that keep their paths as written (no alias mapping, no trailing-slash rule). */
export const INTERNAL_PREFIXES = ['configurator-', 'kundenkonto', 'magazin'] as const

/** The segment that marks the desktop-app variant (no header, footer or newsletter). */
export const DESKTOP_SEGMENT = 'd'

export const VARIANTS = ['web', 'd'] as const
export type Variant = (typeof VARIANTS)[number]

/** Longer paths are refused with 400 before any routing work. */
export const MAX_PATH_LENGTH = 2048

/** The internal route that renders the brand's 404 page inside its layout. */
export const NOT_FOUND_ROUTE = 'not-found'

/**
 * The internal route that renders a content page for one content-experiment assignment (see
 * lib/flags/content-assignment.ts). Only the proxy's rewrite reaches it; the public path is a 404.
 */
export const CONTENT_EXPERIMENT_ROUTE = 'ab-variant'

/**
 * The catalogue's first route segments (the listing URL scheme, lib/shop/catalogue/listing-urls.ts):
 * the design listings and product pages below /products/ (a product page is /products/design/{slug}/),
 * the theme pages below /themes/.
 */
export const PRODUCTS_SEGMENT = 'products'
export const DESIGN_SEGMENT = 'design'
export const THEMES_SEGMENT = 'themes'

/** The design tool of each product kind (spec: /configurator-*); kinds without one have no button. */
export const DESIGN_TOOL_ROUTES = {
  card: 'configurator-card',
  calendar: 'configurator-calendar',
  collage: 'configurator-collage',
  photobook: 'configurator-photobook',
  photobox: 'configurator-photobox',
} as const

/**
 * The wall-art configurator (poster channel): /{locale}/configurator-wallart?material=…[&frameType=…]
 * [&format=WxH][&line={cart item}[&copy=1]]. Entry points build their links from it. It is not a
 * DESIGN_TOOL_ROUTES entry: those open a catalogue design (`?design=`), and wall art starts from the
 * shopper's photo; the card channel's photo-print designs keep having no design tool.
 */
export const WALL_ART_ROUTE = 'configurator-wallart'

/** The content page with the shipping table (poster channel), linked beside every price. */
export const SHIPPING_PAGE = ['versand'] as const

/** First route segments served by app pages rather than content stories. */
export const APP_ROUTES = [
  PRODUCTS_SEGMENT,
  THEMES_SEGMENT,
  'wishlist',
  'sitemap',
  // Browser-test pages (app/…/test-fixtures/): Next serves only what is under app/, so they are routes;
  // each answers 404 unless the server runs with E2E_FIXTURES=1, and keeps its fixture data beside it.
  'test-fixtures',
  'newsletter',
  'alle-fotokalender',
  'alle-fotobuecher',
  'warenkorb',
  'kasse',
] as const

/** Internal areas that are app pages (design tool, account); /magazin is editorial content. */
export const APP_PREFIXES = ['configurator-', 'kundenkonto'] as const

/** Routes that exist only where the brand's config enables a feature (spec: wishlist, card channel). */
export const FEATURE_ROUTES = {
  wishlist: 'wishlist',
  'alle-fotokalender': 'photoOverviews',
  'alle-fotobuecher': 'photoOverviews',
} as const satisfies Record<string, 'wishlist' | 'freeSamples' | 'photoOverviews'>

/** Routes the layout links to, as route segments below the locale. */
export const SHOP_ROUTES = {
  home: [],
  products: ['products'],
  wishlist: ['wishlist'],
  account: ['kundenkonto'],
  cart: ['warenkorb'],
  /** Spec: "A calendar overview slug is alle-fotokalender"; the photo book overview follows it. */
  calendars: ['alle-fotokalender'],
  photobooks: ['alle-fotobuecher'],
  checkout: ['kasse'],
} as const satisfies Record<string, readonly string[]>

/** Legal pages are CMS content pages (issue 3) under these slugs. */
export const LEGAL_PAGES = {
  imprint: ['impressum'],
  privacy: ['datenschutz'],
  terms: ['agb'],
  withdrawal: ['widerruf'],
} as const satisfies Record<string, readonly string[]>

/** The order confirmation page below the checkout: /kasse/bestaetigung/{order number}. */
export function confirmationRoute(orderNumber: string): readonly string[] {
  return [...SHOP_ROUTES.checkout, 'bestaetigung', orderNumber]
}
