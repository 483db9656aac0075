import type { BrandKey } from './brands'

/** The company behind both brands (spec: Munich address, founded 2019) and support opening hours. */
export const COMPANY = {
  legalName: { card: 'Kartenstudio GmbH', poster: 'MYPOSTER GmbH' },
  address: {
    streetAddress: 'Landsberger Straße 155',
    postalCode: '80687',
    addressLocality: 'München',
    addressRegion: 'Bayern',
    addressCountry: 'DE',
  },
  foundingYear: 2019,
  social: {
    card: ['https://www.instagram.com/kartenstudio', 'https://www.pinterest.de/kartenstudio'],
    poster: ['https://www.instagram.com/myposter', 'https://www.facebook.com/myposter'],
  },
} as const satisfies {
  legalName: Record<BrandKey, string>
  social: Record<BrandKey, readonly string[]>
  [key: string]: unknown
}

/** Spec section 1: support is open Monday to Friday, 08:00 to 17:00 (Munich time). */
export const SUPPORT_HOURS = {
  days: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
  opens: '08:00',
  closes: '17:00',
  timeZone: 'Europe/Berlin',
} as const
