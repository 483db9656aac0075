import type { LocaleSegment } from './locales'

/**
 * The two brands as data. Components never branch on a brand key; they read these fields (or the
 * CSS variables the theme writes from them).
 */
export const BRAND_KEYS = ['card', 'poster'] as const
export type BrandKey = (typeof BRAND_KEYS)[number]

export interface SupportContact {
  email: string
  phone: string
}

export type TrailingSlash = 'always' | 'never'

export interface BrandConfig {
  key: BrandKey
  /** Display name; the card channel's comes from CARD_BRAND_NAME at runtime (see brandDisplayName). */
  defaultDisplayName: string
  flagPrefix: 'kls' | 'voll'
  locales: readonly LocaleSegment[]
  /** Legacy locale segments that permanently redirect to a served one. */
  localeAliases: Readonly<Partial<Record<string, LocaleSegment>>>
  trailingSlash: TrailingSlash
  /**
   * `photoOverviews`: the calendar list and photo book overview (the poster channel's range, spec 1).
   * `wallArt`: the shop sells wall art from the shopper's photo, so `/products?product=…` leads to the
   * wall-art configurator and the product overview links and prices its tiles.
   */
  features: {
    wishlist: boolean
    freeSamples: boolean
    pricesInOverview: boolean
    photoOverviews: boolean
    wallArt: boolean
  }
  /**
   * The product categories of the header (desktop menu, phone drawer), in order. `key` names the
   * label in the WallArtShop.navigation messages; `href` is a path below the locale, written as an
   * editor writes a link (the header localises it). None: the header shows no categories.
   */
  navigation: readonly { key: string; href: string }[]
  /** Default collage design id (spec section 9). */
  defaultCollage: number
  theme: {
    primary: string
    primaryContrast: string
    accent: string
    surface: string
    text: string
    muted: string
    radius: string
    headingFont: 'serif' | 'sans'
    /** Which drawn emblem the word mark uses (components/layout/brand-logo.tsx). */
    logo: 'folded-card' | 'frame'
  }
  /** Support contact defaults per locale segment; SUPPORT_CONTACTS overrides them. */
  support: Readonly<{ de: SupportContact } & Partial<Record<LocaleSegment, SupportContact>>>
}

export const BRANDS: Readonly<Record<BrandKey, BrandConfig>> = {
  card: {
    key: 'card',
    defaultDisplayName: 'Kartenstudio',
    flagPrefix: 'kls',
    locales: ['de', 'at', 'ch'],
    localeAliases: {},
    trailingSlash: 'always',
    features: {
      wishlist: true,
      freeSamples: true,
      pricesInOverview: false,
      photoOverviews: false,
      wallArt: false,
    },
    navigation: [],
    defaultCollage: 1,
    theme: {
      primary: '#8a3b52',
      primaryContrast: '#ffffff',
      accent: '#d9a441',
      surface: '#fbf7f4',
      text: '#2b2326',
      muted: '#6b5f63',
      radius: '6px',
      headingFont: 'serif',
      logo: 'folded-card',
    },
    support: {
      de: { email: 'service@kartenstudio.de', phone: '+49 89 2154 6870' },
      at: { email: 'service@kartenstudio.at', phone: '+43 1 267 5409' },
      ch: { email: 'service@kartenstudio.ch', phone: '+41 44 508 7130' },
    },
  },
  poster: {
    key: 'poster',
    defaultDisplayName: 'MYPOSTER',
    flagPrefix: 'voll',
    locales: ['de', 'at', 'ch', 'us'],
    localeAliases: { com: 'us' },
    trailingSlash: 'never',
    features: {
      wishlist: false,
      freeSamples: false,
      pricesInOverview: true,
      photoOverviews: true,
      wallArt: true,
    },
    // The wall-art entries name the configurator (lib/config/routes.ts WALL_ART_ROUTE) with the
    // material preselected; lib/shop/photo-products/wall-art/urls.test.ts checks them against the catalogue.
    navigation: [
      { key: 'poster', href: '/configurator-wallart?material=poster' },
      { key: 'canvas', href: '/configurator-wallart?material=leinwand' },
      { key: 'framed', href: '/configurator-wallart?material=poster&frameType=holzrahmen' },
      { key: 'acrylic', href: '/configurator-wallart?material=acrylglas' },
      { key: 'aluminium', href: '/configurator-wallart?material=aludibond' },
      { key: 'wallArt', href: '/wandbilder' },
      { key: 'calendars', href: '/kalender' },
      { key: 'photobooks', href: '/fotobuecher' },
      { key: 'photoboxes', href: '/fotoboxen' },
      { key: 'prints', href: '/configurator-photoprint' },
      { key: 'collages', href: '/fotocollagen' },
    ],
    defaultCollage: 13,
    theme: {
      primary: '#111827',
      primaryContrast: '#ffffff',
      accent: '#e4002b',
      surface: '#f5f5f4',
      text: '#111111',
      muted: '#525252',
      radius: '2px',
      headingFont: 'sans',
      logo: 'frame',
    },
    support: {
      de: { email: 'service@myposter.de', phone: '+49 89 4111 2250' },
      at: { email: 'service@myposter.at', phone: '+43 1 205 1161' },
      ch: { email: 'service@myposter.ch', phone: '+41 43 508 0712' },
      us: { email: 'service@myposter.com', phone: '+1 646 770 1540' },
    },
  },
}

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value)
}

export function brandConfig(key: BrandKey): BrandConfig {
  return BRANDS[key]
}

/** The cookie POST /whitelabel/switch sets to override the host's brand for one visitor. */
export const BRAND_COOKIE = 'shop_brand'
