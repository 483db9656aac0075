import type { BrandKey } from '@/lib/config/brands'
import { COMPANY, registerLine } from '@/lib/config/company'
import type { DeliveryCountry } from '@/lib/config/shipping'
import { bankDetails, type BankDetails } from '@/lib/shop/sales/orders/payment'

/** Who issues an invoice: what §14 UStG and §35a GmbHG require on it, and where to pay. */
export interface Seller {
  legalName: string
  addressLines: string[]
  vatId: string
  register: string
  managingDirectors: string[]
  bank: BankDetails & { bankName: string }
}

interface SellerConfig {
  vatId: string
  bankName: string
}

/**
 * Per brand (each brand is its own GmbH in Munich): VAT ID and register from the company's legal data,
 * the one source the Impressum shows too. The IBAN of euro payments comes from BANK_IBAN.
 */
const SELLERS = {
  card: { vatId: COMPANY.legal.card.vatId, bankName: 'Stadtsparkasse München' },
  poster: { vatId: COMPANY.legal.poster.vatId, bankName: 'Stadtsparkasse München' },
} as const satisfies Record<BrandKey, SellerConfig>

/**
 * Deliveries to Switzerland and Liechtenstein are invoiced in CHF with Swiss VAT: the companies are
 * registered for Swiss VAT (as foreign mail-order sellers above the threshold must be) and take CHF
 * on a Swiss account, so Swiss customers pay a domestic transfer.
 */
type Override = Record<BrandKey, Partial<SellerConfig> & { bank?: BankDetails }>
const SWISS: Override = {
  card: {
    vatId: 'CHE-395.618.274 MWST',
    bankName: 'PostFinance AG',
    bank: { holder: COMPANY.legalName.card, iban: 'CH93 0076 2011 6238 5295 7', bic: 'POFICHBEXXX' },
  },
  poster: {
    vatId: 'CHE-281.447.906 MWST',
    bankName: 'PostFinance AG',
    bank: { holder: COMPANY.legalName.poster, iban: 'CH56 0900 0000 8754 3210 9', bic: 'POFICHBEXXX' },
  },
}
const COUNTRY_OVERRIDES: Partial<Record<DeliveryCountry, Override>> = { CH: SWISS, LI: SWISS }

export function sellerFor(brand: BrandKey, country: string): Seller {
  const override = COUNTRY_OVERRIDES[country as DeliveryCountry]?.[brand] ?? {}
  const base = { ...SELLERS[brand], ...override }
  const a = COMPANY.address
  return {
    legalName: COMPANY.legalName[brand],
    addressLines: [a.streetAddress, `${a.postalCode} ${a.addressLocality}`],
    vatId: base.vatId,
    register: registerLine(COMPANY.legal[brand]),
    managingDirectors: [...COMPANY.legal[brand].managingDirectors],
    bank: { ...(override.bank ?? bankDetails(brand)), bankName: base.bankName },
  }
}
