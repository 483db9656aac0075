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

const r = (code: string, de: string, en: string = de): HolidayRegion => ({ code, names: { de, en } })

export const HOLIDAY_REGIONS: Record<HolidayCountry, readonly HolidayRegion[]> = {
  DE: [
    r('BW', 'Baden-Württemberg'),
    r('BY', 'Bayern', 'Bavaria'),
    r('BE', 'Berlin'),
    r('BB', 'Brandenburg'),
    r('HB', 'Bremen'),
    r('HH', 'Hamburg'),
    r('HE', 'Hessen', 'Hesse'),
    r('MV', 'Mecklenburg-Vorpommern', 'Mecklenburg-Western Pomerania'),
    r('NI', 'Niedersachsen', 'Lower Saxony'),
    r('NW', 'Nordrhein-Westfalen', 'North Rhine-Westphalia'),
    r('RP', 'Rheinland-Pfalz', 'Rhineland-Palatinate'),
    r('SL', 'Saarland'),
    r('SN', 'Sachsen', 'Saxony'),
    r('ST', 'Sachsen-Anhalt', 'Saxony-Anhalt'),
    r('SH', 'Schleswig-Holstein'),
    r('TH', 'Thüringen', 'Thuringia'),
  ],
  AT: [
    r('B', 'Burgenland'),
    r('K', 'Kärnten', 'Carinthia'),
    r('N', 'Niederösterreich', 'Lower Austria'),
    r('O', 'Oberösterreich', 'Upper Austria'),
    r('S', 'Salzburg'),
    r('ST', 'Steiermark', 'Styria'),
    r('T', 'Tirol', 'Tyrol'),
    r('V', 'Vorarlberg'),
    r('W', 'Wien', 'Vienna'),
  ],
  CH: [
    r('AG', 'Aargau'),
    r('AI', 'Appenzell Innerrhoden'),
    r('AR', 'Appenzell Ausserrhoden'),
    r('BE', 'Bern'),
    r('BL', 'Basel-Landschaft'),
    r('BS', 'Basel-Stadt'),
    r('FR', 'Freiburg', 'Fribourg'),
    r('GE', 'Genf', 'Geneva'),
    r('GL', 'Glarus'),
    r('GR', 'Graubünden', 'Grisons'),
    r('JU', 'Jura'),
    r('LU', 'Luzern', 'Lucerne'),
    r('NE', 'Neuenburg', 'Neuchâtel'),
    r('NW', 'Nidwalden'),
    r('OW', 'Obwalden'),
    r('SG', 'St. Gallen'),
    r('SH', 'Schaffhausen'),
    r('SO', 'Solothurn'),
    r('SZ', 'Schwyz'),
    r('TG', 'Thurgau'),
    r('TI', 'Tessin', 'Ticino'),
    r('UR', 'Uri'),
    r('VD', 'Waadt', 'Vaud'),
    r('VS', 'Wallis', 'Valais'),
    r('ZG', 'Zug'),
    r('ZH', 'Zürich', 'Zurich'),
  ],
  US: [
    r('AL', 'Alabama'),
    r('AK', 'Alaska'),
    r('AZ', 'Arizona'),
    r('AR', 'Arkansas'),
    r('CA', 'Kalifornien', 'California'),
    r('CO', 'Colorado'),
    r('CT', 'Connecticut'),
    r('DE', 'Delaware'),
    r('DC', 'District of Columbia'),
    r('FL', 'Florida'),
    r('GA', 'Georgia'),
    r('HI', 'Hawaii'),
    r('ID', 'Idaho'),
    r('IL', 'Illinois'),
    r('IN', 'Indiana'),
    r('IA', 'Iowa'),
    r('KS', 'Kansas'),
    r('KY', 'Kentucky'),
    r('LA', 'Louisiana'),
    r('ME', 'Maine'),
    r('MD', 'Maryland'),
    r('MA', 'Massachusetts'),
    r('MI', 'Michigan'),
    r('MN', 'Minnesota'),
    r('MS', 'Mississippi'),
    r('MO', 'Missouri'),
    r('MT', 'Montana'),
    r('NE', 'Nebraska'),
    r('NV', 'Nevada'),
    r('NH', 'New Hampshire'),
    r('NJ', 'New Jersey'),
    r('NM', 'New Mexico'),
    r('NY', 'New York'),
    r('NC', 'North Carolina'),
    r('ND', 'North Dakota'),
    r('OH', 'Ohio'),
    r('OK', 'Oklahoma'),
    r('OR', 'Oregon'),
    r('PA', 'Pennsylvania'),
    r('RI', 'Rhode Island'),
    r('SC', 'South Carolina'),
    r('SD', 'South Dakota'),
    r('TN', 'Tennessee'),
    r('TX', 'Texas'),
    r('UT', 'Utah'),
    r('VT', 'Vermont'),
    r('VA', 'Virginia'),
    r('WA', 'Washington'),
    r('WV', 'West Virginia'),
    r('WI', 'Wisconsin'),
    r('WY', 'Wyoming'),
  ],
}

export function isHolidayRegion(country: HolidayCountry, region: string): boolean {
  return HOLIDAY_REGIONS[country].some((entry) => entry.code === region)
}
