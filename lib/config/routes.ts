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

/**
 * The calendar and photo-book configurators (issue 28): /{locale}/configurator-calendar?designGroupId=…
 * and /{locale}/configurator-photobook?designGroupSetId=…, reached from the overview tiles. Their query
 * builders live with each product (the configurator-query.ts of photo-products/calendar and photobook). The names are English
 * already, so the US shop shows them as they are.
 */
export const CALENDAR_ROUTE = DESIGN_TOOL_ROUTES.calendar
export const PHOTOBOOK_ROUTE = DESIGN_TOOL_ROUTES.photobook

/**
 * The photo-box, photo-print and collage configurators (issue 29): /{locale}/configurator-photobox?…,
 * /{locale}/configurator-photoprint?… and /{locale}/configurator-collage?…; each product's
 * configurator-query.ts builds and reads the query. Photo prints are no DESIGN_TOOL_ROUTES entry: like
 * wall art they start from the shopper's photos, not from a catalogue design. The names are English
 * already, so the US shop shows them as they are.
 */
export const PHOTOBOX_ROUTE = DESIGN_TOOL_ROUTES.photobox
export const PHOTO_PRINTS_ROUTE = 'configurator-photoprint'
export const COLLAGE_ROUTE = DESIGN_TOOL_ROUTES.collage

/** Gift vouchers (spec: /gift-voucher): chosen, paid and mailed as a PDF (ADR 0110); /us/gift-voucher. */
export const GIFT_VOUCHER_ROUTE = ['geschenkgutschein'] as const

/** Accessories ordered on their own (spec: /accessory), a card-range page: a 404 where a brand sells none. */
export const ACCESSORY_ROUTE = 'accessory'

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
  // The event portal's public event page /{locale}/event/{slug}/ (lib/shop/events/links.ts, card brand).
  'event',
  // The read-only link of a design shared for approval (lib/shop/design-print/approvals/links.ts).
  'freigabe',
  ACCESSORY_ROUTE,
  // Gift vouchers in both brands (ADR 0110).
  GIFT_VOUCHER_ROUTE[0],
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

/**
 * The US shop's English URLs (issue 27, ADR 0067). The app's routes and the content stories keep their
 * German (internal) names; a locale listed here shows each internal route prefix under its own name.
 * Keys and values are route prefixes (segments joined by "/"); the longest matching prefix wins, and
 * what follows it (an order number, a product slug) stays as it is. Both columns must be unique, so
 * the mapping runs both ways. German shops have no entry: their URLs are the internal ones.
 * Content stories are named here too (their full slugs stay German in the CMS): the proxy answers
 * from memory and cannot ask the CMS for a story's translated slug.
 */
export const LOCALIZED_ROUTES = {
  us: {
    warenkorb: 'cart',
    kasse: 'checkout',
    'kasse/bestaetigung': 'checkout/confirmation',
    kundenkonto: 'account',
    'kundenkonto/anmelden': 'account/sign-in',
    'kundenkonto/registrieren': 'account/register',
    'kundenkonto/registriert': 'account/registered',
    'kundenkonto/bestaetigen': 'account/verify',
    'kundenkonto/passwort-vergessen': 'account/forgot-password',
    'kundenkonto/passwort-neu': 'account/new-password',
    'kundenkonto/adresse-zurueck': 'account/undo-email-change',
    'kundenkonto/daten': 'account/details',
    'kundenkonto/bestellungen': 'account/orders',
    'kundenkonto/adressen': 'account/addresses',
    'kundenkonto/newsletter': 'account/newsletter',
    'kundenkonto/merkzettel': 'account/wishlist',
    'kundenkonto/meine-designs': 'account/my-designs',
    'newsletter/bestaetigen': 'newsletter/confirm',
    'newsletter/abmelden': 'newsletter/unsubscribe',
    [WALL_ART_ROUTE]: 'wall-art',
    'alle-fotokalender': 'all-calendars',
    'alle-fotobuecher': 'all-photo-books',
    // Content stories (content/poster/*.json)
    versand: 'shipping',
    agb: 'terms',
    datenschutz: 'privacy',
    impressum: 'imprint',
    kontakt: 'contact',
    widerruf: 'cancellation-policy',
    wandbilder: 'wall-decor',
    kalender: 'calendars',
    fotobuecher: 'photo-books',
    fotoboxen: 'photo-boxes',
    fotocollagen: 'photo-collages',
    gutscheine: 'vouchers',
    geschenkgutschein: 'gift-voucher',
  },
} as const satisfies Partial<Record<'de' | 'at' | 'ch' | 'us', Readonly<Record<string, string>>>>

export type RouteTable = Readonly<Record<string, string>>

/**
 * The route names a locale shows (undefined: the internal names). Server code hands them to client
 * components as data (the shop switchers), so the table is not part of every page's JavaScript.
 */
export function routeNamesOf(segment: string): RouteTable | undefined {
  return (LOCALIZED_ROUTES as Readonly<Record<string, RouteTable>>)[segment]
}

function inverted(table: RouteTable): RouteTable {
  return Object.fromEntries(Object.entries(table).map(([internal, shown]) => [shown, internal]))
}

// Built on first use, not at import: a module-level computation would keep the table in client bundles.
let invertedTables: Readonly<Record<string, RouteTable>> | undefined
function inverseOf(segment: string): RouteTable | undefined {
  invertedTables ??= Object.fromEntries(
    Object.entries(LOCALIZED_ROUTES).map(([name, table]) => [name, inverted(table)]),
  )
  return invertedTables[segment]
}

/** The route with its longest prefix found in `table` replaced, or null when no prefix is listed. */
function replacePrefix(table: RouteTable, route: readonly string[]): string[] | null {
  for (let length = route.length; length > 0; length--) {
    const replacement = table[route.slice(0, length).join('/')]
    if (replacement !== undefined) return [...replacement.split('/'), ...route.slice(length)]
  }
  return null
}

/** The route segments shown for an internal route under the given names (unchanged where none). */
export function routeWithNames(names: RouteTable | undefined, route: readonly string[]): string[] {
  return (names && replacePrefix(names, route)) ?? [...route]
}

/** The route segments a locale shows for an internal route (unchanged where the locale has no name). */
export function localizedRoute(segment: string, route: readonly string[]): string[] {
  return routeWithNames(routeNamesOf(segment), route)
}

/**
 * The inverse of localizedRoute, for the proxy: the internal route of a public one. `redirect` is
 * true when the visitor's path is not the locale's own form of that route (a German name under /us,
 * /us/warenkorb), so the proxy sends them to the English URL.
 */
export function internalRoute(
  segment: string,
  route: readonly string[],
): { route: string[]; redirect: boolean } {
  const inverse = inverseOf(segment)
  // A locale with names of its own also moves the German aliases (/us/produkte → /us/products).
  const alias = inverse ? (ROUTE_ALIASES as Readonly<Record<string, string>>)[route[0] ?? ''] : undefined
  const shown = alias ? [alias, ...route.slice(1)] : route
  const internal = (inverse && replacePrefix(inverse, shown)) ?? [...shown]
  return { route: internal, redirect: localizedRoute(segment, internal).join('/') !== route.join('/') }
}
