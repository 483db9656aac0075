/**
 * Where holidays differ within a country: the German Länder, the Austrian Bundesländer and the Swiss
 * cantons and the US states (with the District of Columbia) by their official codes (ISO 3166-2
 * without the country). Kept apart from the holiday tables so the spec check and the region picker
 * can list regions without loading the tables.
 */
export const HOLIDAY_COUNTRIES = ['DE', 'AT', 'CH', 'US'] as const
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number]

export interface HolidayRegion {
  code: string
  names: { de: string; en: string }
}

export const HOLIDAY_REGION_CODES: Record<HolidayCountry, readonly string[]> = {
  DE: ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'],
  AT: ['B', 'K', 'N', 'O', 'S', 'ST', 'T', 'V', 'W'],
  CH: [
    'AG',
    'AI',
    'AR',
    'BE',
    'BL',
    'BS',
    'FR',
    'GE',
    'GL',
    'GR',
    'JU',
    'LU',
    'NE',
    'NW',
    'OW',
    'SG',
    'SH',
    'SO',
    'SZ',
    'TG',
    'TI',
    'UR',
    'VD',
    'VS',
    'ZG',
    'ZH',
  ],
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
}

export function isHolidayRegion(country: HolidayCountry, region: string): boolean {
  return HOLIDAY_REGION_CODES[country].includes(region)
}
