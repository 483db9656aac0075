import type { ShopLocaleCode } from '@/lib/config/locales'

/** The parts of an address a person reads; the checkout's Address and the stored order JSON both fit. */
export interface FormattableAddress {
  firstName: string
  lastName: string
  company?: string | null
  street: string
  addressLine2?: string | null
  postcode: string
  city: string
  state?: string | null
  country: string
}

/** A country's name in the reader's language ("Deutschland", "United States"); never a bare code. */
export function countryName(code: string, locale: ShopLocaleCode): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    // Not a region code at all (old or hand-edited data): show what is stored rather than fail a letter.
    return code
  }
}

/**
 * An address as it is printed on a label, an invoice, an e-mail or a page (issue 27): the order of
 * the address's own country, the country named in the reader's language.
 * US (USPS): name / company / street / apt, suite / "City, ST 12345-6789" / country.
 * Europe: name / company / street / additional line / "12345 City" / country.
 */
export function formatAddressLines(address: FormattableAddress, locale: ShopLocaleCode): string[] {
  const locality =
    address.country !== 'US'
      ? `${address.postcode} ${address.city}`
      : address.state
        ? `${address.city}, ${address.state} ${address.postcode}`
        : `${address.city} ${address.postcode}`
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company ?? '',
    address.street,
    address.addressLine2 ?? '',
    locality,
    countryName(address.country, locale),
  ].filter((line) => line.trim() !== '')
}
