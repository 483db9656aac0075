/**
 * Where holidays differ within a country: the German Länder, the Austrian Bundesländer and the Swiss
 * cantons by their official two-letter codes (ISO 3166-2 without the country). The US has no region
 * choice (ADR 0069): only federal holidays are marked. Kept apart from the holiday tables so the
 * spec check and the region picker can list regions without loading the tables.
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
  US: [],
}

export function isHolidayRegion(country: HolidayCountry, region: string): boolean {
  return HOLIDAY_REGIONS[country].some((entry) => entry.code === region)
}
