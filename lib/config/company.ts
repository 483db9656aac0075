import type { BrandKey } from './brands'

export interface CompanyLegal {
  managingDirectors: readonly string[]
  registerCourt: string
  registerNumber: string
  /** Without spaces, as the VIES check and the invoice print it. */
  vatId: string
  /** Responsible for the content under § 18 Abs. 2 MStV. */
  contentResponsible: string
}

/** "Amtsgericht München, HRB 248713": the register entry as one line. */
export const registerLine = (legal: CompanyLegal) => `${legal.registerCourt}, ${legal.registerNumber}`

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
  /**
   * What the Impressum (§ 5 DDG), every invoice and credit note (§ 14 UStG, § 35a GmbHG), the e-mails'
   * footer and the JSON-LD say about each GmbH: one source, so they cannot drift apart again.
   */
  legal: {
    card: {
      managingDirectors: ['Miriam Albrecht', 'Jonas Seidl'],
      registerCourt: 'Amtsgericht München',
      registerNumber: 'HRB 248713',
      vatId: 'DE318574226',
      contentResponsible: 'Miriam Albrecht',
    },
    poster: {
      managingDirectors: ['Felix Brandner', 'Sophie Karl'],
      registerCourt: 'Amtsgericht München',
      registerNumber: 'HRB 251094',
      vatId: 'DE319208617',
      contentResponsible: 'Felix Brandner',
    },
  },
  social: {
    card: ['https://www.instagram.com/kartenstudio', 'https://www.pinterest.de/kartenstudio'],
    poster: ['https://www.instagram.com/myposter', 'https://www.facebook.com/myposter'],
  },
} as const satisfies {
  legalName: Record<BrandKey, string>
  legal: Record<BrandKey, CompanyLegal>
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
