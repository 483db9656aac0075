import type { HolidayDef } from './rules'

/**
 * United States: the eleven federal holidays only (5 U.S.C. 6103). State holidays vary and are rarely
 * days off, so the US has no region choice (ADR 0069). Fixed dates falling on a weekend are observed
 * on the Friday before or the Monday after, as federal offices do.
 */
export const US_HOLIDAYS: readonly HolidayDef[] = [
  fixed('new-years-day', 'Neujahr', "New Year's Day", 1, 1),
  nth('mlk-day', 'Martin Luther King Jr. Day', 'Martin Luther King Jr. Day', 1, 1, 3),
  nth('washingtons-birthday', 'Washingtons Geburtstag', "Washington's Birthday", 2, 1, 3),
  nth('memorial-day', 'Memorial Day', 'Memorial Day', 5, 1, -1),
  { ...fixed('juneteenth', 'Juneteenth', 'Juneteenth', 6, 19), since: 2021 },
  fixed('independence-day', 'Unabhängigkeitstag', 'Independence Day', 7, 4),
  nth('labor-day', 'Labor Day', 'Labor Day', 9, 1, 1),
  nth('columbus-day', 'Columbus Day', 'Columbus Day', 10, 1, 2),
  fixed('veterans-day', 'Veterans Day', 'Veterans Day', 11, 11),
  nth('thanksgiving', 'Thanksgiving', 'Thanksgiving Day', 11, 4, 4),
  fixed('christmas-day', 'Weihnachten', 'Christmas Day', 12, 25),
]

function fixed(key: string, de: string, en: string, month: number, day: number): HolidayDef {
  const rule = { kind: 'fixed', month, day } as const
  return { key, names: { de, en }, rule, regions: 'all', status: 'public', observedUs: true }
}

function nth(
  key: string,
  de: string,
  en: string,
  month: number,
  weekday: 1 | 4,
  n: 1 | 2 | 3 | 4 | -1,
): HolidayDef {
  return {
    key,
    names: { de, en },
    rule: { kind: 'nth-weekday', month, weekday, n },
    regions: 'all',
    status: 'public',
  }
}
