import type { DeliveryCountry } from '@/lib/config/shipping'

/**
 * Postcode formats of the delivery countries (issue 6). `normalise` turns what people type (spaces,
 * lower case, the "L-" prefix of Luxembourg) into the form printed on the label; `pattern` checks it.
 * Liechtenstein uses Swiss postcodes, but only 9485–9498 are Liechtenstein's own.
 */
interface PostcodeRule {
  pattern: RegExp
  example: string
  normalise: (raw: string) => string
  /** The schema's message where the generic "not a postcode of XX (e.g. …)" would not do. */
  message?: string
}

const compact = (raw: string) => raw.replace(/\s+/g, '').toUpperCase()

export const POSTCODE_RULES = {
  DE: { pattern: /^(?!00)\d{5}$/, example: '80687', normalise: compact },
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010', normalise: compact },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001', normalise: compact },
  LI: { pattern: /^94(8[5-9]|9[0-8])$/, example: '9490', normalise: compact },
  LU: { pattern: /^\d{4}$/, example: '1009', normalise: (raw) => compact(raw).replace(/^L-?/, '') },
  FR: { pattern: /^\d{5}$/, example: '75001', normalise: compact },
  IT: { pattern: /^\d{5}$/, example: '00184', normalise: compact },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000', normalise: compact },
  // Dutch: four digits (no leading zero), a space, two letters other than SA, SD and SS.
  NL: {
    pattern: /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/,
    example: '1012 AB',
    normalise: (raw) => compact(raw).replace(/^(\d{4})([A-Z]{2})$/, '$1 $2'),
  },
  // Spanish: five digits, the first two a province from 01 to 52.
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013', normalise: compact },
  // US ZIP or ZIP+4; nine digits typed without the dash get it, so the label reads 10001-1234.
  US: {
    pattern: /^\d{5}(-\d{4})?$/,
    example: '10001',
    normalise: (raw) => compact(raw).replace(/^(\d{5})(\d{4})$/, '$1-$2'),
    message: 'Enter a ZIP code like 10001 or 10001-1234',
  },
} as const satisfies Record<DeliveryCountry, PostcodeRule>

export function normalisePostcode(country: DeliveryCountry, raw: string): string {
  return POSTCODE_RULES[country].normalise(raw.trim())
}

/** What the address schema says about a postcode that does not fit its country. */
export function postcodeMessage(country: DeliveryCountry): string {
  const rule: PostcodeRule = POSTCODE_RULES[country]
  return rule.message ?? `not a postcode of ${country} (e.g. ${rule.example})`
}

export function isValidPostcode(country: DeliveryCountry, raw: string): boolean {
  return POSTCODE_RULES[country].pattern.test(normalisePostcode(country, raw))
}
