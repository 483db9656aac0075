import type { HolidayDef } from './rules'

/** Germany: the Länder's public holidays (Feiertagsgesetze); Mariä Himmelfahrt in Bavaria only where Catholic. */
export const DE_HOLIDAYS: readonly HolidayDef[] = [
  d('neujahr', 'Neujahr', "New Year's Day", { kind: 'fixed', month: 1, day: 1 }),
  d('heilige-drei-koenige', 'Heilige Drei Könige', 'Epiphany', { kind: 'fixed', month: 1, day: 6 }, [
    'BW',
    'BY',
    'ST',
  ]),
  d(
    'frauentag',
    'Internationaler Frauentag',
    "International Women's Day",
    { kind: 'fixed', month: 3, day: 8 },
    ['BE'],
    { since: 2019 },
  ),
  d(
    'frauentag',
    'Internationaler Frauentag',
    "International Women's Day",
    { kind: 'fixed', month: 3, day: 8 },
    ['MV'],
    { since: 2023 },
  ),
  d('karfreitag', 'Karfreitag', 'Good Friday', { kind: 'easter', offset: -2 }),
  d('ostersonntag', 'Ostersonntag', 'Easter Sunday', { kind: 'easter', offset: 0 }, ['BB']),
  d('ostermontag', 'Ostermontag', 'Easter Monday', { kind: 'easter', offset: 1 }),
  d('tag-der-arbeit', 'Tag der Arbeit', 'Labour Day', { kind: 'fixed', month: 5, day: 1 }),
  d('christi-himmelfahrt', 'Christi Himmelfahrt', 'Ascension Day', { kind: 'easter', offset: 39 }),
  d('pfingstsonntag', 'Pfingstsonntag', 'Whit Sunday', { kind: 'easter', offset: 49 }, ['BB']),
  d('pfingstmontag', 'Pfingstmontag', 'Whit Monday', { kind: 'easter', offset: 50 }),
  d('fronleichnam', 'Fronleichnam', 'Corpus Christi', { kind: 'easter', offset: 60 }, [
    'BW',
    'BY',
    'HE',
    'NW',
    'RP',
    'SL',
  ]),
  d('mariae-himmelfahrt', 'Mariä Himmelfahrt', 'Assumption Day', { kind: 'fixed', month: 8, day: 15 }, [
    'SL',
  ]),
  d(
    'mariae-himmelfahrt',
    'Mariä Himmelfahrt',
    'Assumption Day',
    { kind: 'fixed', month: 8, day: 15 },
    ['BY'],
    { status: 'observance' },
  ),
  d('weltkindertag', 'Weltkindertag', "World Children's Day", { kind: 'fixed', month: 9, day: 20 }, ['TH'], {
    since: 2019,
  }),
  d('tag-der-deutschen-einheit', 'Tag der Deutschen Einheit', 'German Unity Day', {
    kind: 'fixed',
    month: 10,
    day: 3,
  }),
  d('reformationstag', 'Reformationstag', 'Reformation Day', { kind: 'fixed', month: 10, day: 31 }, [
    'BB',
    'HB',
    'HH',
    'MV',
    'NI',
    'SN',
    'ST',
    'SH',
    'TH',
  ]),
  d('allerheiligen', 'Allerheiligen', "All Saints' Day", { kind: 'fixed', month: 11, day: 1 }, [
    'BW',
    'BY',
    'NW',
    'RP',
    'SL',
  ]),
  d(
    'buss-und-bettag',
    'Buß- und Bettag',
    'Day of Repentance and Prayer',
    { kind: 'weekday-before', month: 11, day: 23, weekday: 3 },
    ['SN'],
  ),
  d('erster-weihnachtstag', '1. Weihnachtstag', 'Christmas Day', { kind: 'fixed', month: 12, day: 25 }),
  d('zweiter-weihnachtstag', '2. Weihnachtstag', "St Stephen's Day", { kind: 'fixed', month: 12, day: 26 }),
]

function d(
  key: string,
  de: string,
  en: string,
  rule: HolidayDef['rule'],
  regions: HolidayDef['regions'] = 'all',
  extra: Partial<Pick<HolidayDef, 'since' | 'status' | 'except'>> = {},
): HolidayDef {
  return { key, names: { de, en }, rule, regions, status: 'public', ...extra }
}
