import type { HolidayDef } from './rules'

/**
 * Austria: the federal public holidays (Feiertagsruhegesetz; Good Friday is none since 2019) and the
 * Länder's patron saints' days as observances (schools and offices close, most shops do not).
 */
export const AT_HOLIDAYS: readonly HolidayDef[] = [
  d('neujahr', 'Neujahr', "New Year's Day", { kind: 'fixed', month: 1, day: 1 }),
  d('heilige-drei-koenige', 'Heilige Drei Könige', 'Epiphany', { kind: 'fixed', month: 1, day: 6 }),
  d('ostermontag', 'Ostermontag', 'Easter Monday', { kind: 'easter', offset: 1 }),
  d('staatsfeiertag', 'Staatsfeiertag', 'National Holiday', { kind: 'fixed', month: 5, day: 1 }),
  d('christi-himmelfahrt', 'Christi Himmelfahrt', 'Ascension Day', { kind: 'easter', offset: 39 }),
  d('pfingstmontag', 'Pfingstmontag', 'Whit Monday', { kind: 'easter', offset: 50 }),
  d('fronleichnam', 'Fronleichnam', 'Corpus Christi', { kind: 'easter', offset: 60 }),
  d('mariae-himmelfahrt', 'Mariä Himmelfahrt', 'Assumption Day', { kind: 'fixed', month: 8, day: 15 }),
  d('nationalfeiertag', 'Nationalfeiertag', 'Austrian National Day', { kind: 'fixed', month: 10, day: 26 }),
  d('allerheiligen', 'Allerheiligen', "All Saints' Day", { kind: 'fixed', month: 11, day: 1 }),
  d('mariae-empfaengnis', 'Mariä Empfängnis', 'Immaculate Conception', { kind: 'fixed', month: 12, day: 8 }),
  d('christtag', 'Christtag', 'Christmas Day', { kind: 'fixed', month: 12, day: 25 }),
  d('stefanitag', 'Stefanitag', "St Stephen's Day", { kind: 'fixed', month: 12, day: 26 }),
  o('josef', 'Hl. Josef', "St Joseph's Day", 3, 19, ['K', 'ST', 'T', 'V']),
  o('florian', 'Hl. Florian', "St Florian's Day", 5, 4, ['O']),
  o('rupert', 'Hl. Rupert', "St Rupert's Day", 9, 24, ['S']),
  o('volksabstimmung', 'Tag der Volksabstimmung', 'Plebiscite Day', 10, 10, ['K']),
  o('martin', 'Hl. Martin', "St Martin's Day", 11, 11, ['B']),
  o('leopold', 'Hl. Leopold', "St Leopold's Day", 11, 15, ['N', 'W']),
]

function d(key: string, de: string, en: string, rule: HolidayDef['rule']): HolidayDef {
  return { key, names: { de, en }, rule, regions: 'all', status: 'public' }
}

function o(key: string, de: string, en: string, month: number, day: number, regions: string[]): HolidayDef {
  return { key, names: { de, en }, rule: { kind: 'fixed', month, day }, regions, status: 'observance' }
}
