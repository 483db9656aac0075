import type { HolidayDef, HolidayRule } from './rules'

/**
 * United States: the eleven federal holidays (5 U.S.C. 6103), and with a state chosen the days that
 * state's own offices close for (state holiday statutes; ADR 0100). As for the German Länder, a day
 * we are not sure a state keeps is left out: no optional, half or "skeleton crew" days (Kentucky's
 * Good Friday afternoon, the day after Thanksgiving, whose list differs year by year). Fixed federal
 * dates falling on a weekend are observed on the Friday before or the Monday after, as federal
 * offices do; so is DC's Emancipation Day.
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
  // The states' own days, in date order.
  state(
    'lincolns-birthday',
    'Lincolns Geburtstag',
    "Lincoln's Birthday",
    { kind: 'fixed', month: 2, day: 12 },
    ['CT', 'IL', 'MO', 'NY'],
  ),
  state('mardi-gras', 'Mardi Gras', 'Mardi Gras', { kind: 'easter', offset: -47 }, ['LA']),
  state(
    'texas-independence-day',
    'Unabhängigkeitstag von Texas',
    'Texas Independence Day',
    {
      kind: 'fixed',
      month: 3,
      day: 2,
    },
    ['TX'],
  ),
  state(
    'town-meeting-day',
    'Town Meeting Day',
    'Town Meeting Day',
    {
      kind: 'nth-weekday',
      month: 3,
      weekday: 2,
      n: 1,
    },
    ['VT'],
  ),
  state('prince-kuhio-day', 'Prinz-Kūhiō-Tag', 'Prince Kūhiō Day', { kind: 'fixed', month: 3, day: 26 }, [
    'HI',
  ]),
  state('sewards-day', "Seward's Day", "Seward's Day", { kind: 'nth-weekday', month: 3, weekday: 1, n: -1 }, [
    'AK',
  ]),
  state('cesar-chavez-day', 'César-Chávez-Tag', 'César Chávez Day', { kind: 'fixed', month: 3, day: 31 }, [
    'CA',
  ]),
  state('good-friday', 'Karfreitag', 'Good Friday', { kind: 'easter', offset: -2 }, [
    'CT',
    'DE',
    'HI',
    'LA',
    'NC',
    'NJ',
    'TN',
  ]),
  {
    ...state(
      'dc-emancipation-day',
      'Emancipation Day',
      'Emancipation Day',
      { kind: 'fixed', month: 4, day: 16 },
      ['DC'],
    ),
    observedUs: true,
  },
  state(
    'patriots-day',
    "Patriots' Day",
    "Patriots' Day",
    { kind: 'nth-weekday', month: 4, weekday: 1, n: 3 },
    ['MA', 'ME'],
  ),
  state('san-jacinto-day', 'San Jacinto Day', 'San Jacinto Day', { kind: 'fixed', month: 4, day: 21 }, [
    'TX',
  ]),
  state(
    'kamehameha-day',
    'King Kamehameha Day',
    'King Kamehameha I Day',
    { kind: 'fixed', month: 6, day: 11 },
    ['HI'],
  ),
  state('west-virginia-day', 'West Virginia Day', 'West Virginia Day', { kind: 'fixed', month: 6, day: 20 }, [
    'WV',
  ]),
  state('pioneer-day', 'Pioneer Day', 'Pioneer Day', { kind: 'fixed', month: 7, day: 24 }, ['UT']),
  state(
    'bennington-battle-day',
    'Bennington Battle Day',
    'Bennington Battle Day',
    {
      kind: 'fixed',
      month: 8,
      day: 16,
    },
    ['VT'],
  ),
  state(
    'statehood-day',
    'Statehood Day',
    'Statehood Day',
    { kind: 'nth-weekday', month: 8, weekday: 5, n: 3 },
    ['HI'],
  ),
  state(
    'lbj-day',
    'Lyndon B. Johnson Day',
    'Lyndon Baines Johnson Day',
    { kind: 'fixed', month: 8, day: 27 },
    ['TX'],
  ),
  state('alaska-day', 'Alaska Day', 'Alaska Day', { kind: 'fixed', month: 10, day: 18 }, ['AK']),
  state('nevada-day', 'Nevada Day', 'Nevada Day', { kind: 'nth-weekday', month: 10, weekday: 5, n: -1 }, [
    'NV',
  ]),
]

/** A day one or more states keep for their own offices (never part of the federal list). */
function state(
  key: string,
  de: string,
  en: string,
  rule: HolidayRule,
  regions: readonly string[],
): HolidayDef {
  return { key, names: { de, en }, rule, regions, status: 'public' }
}

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
