import type { HolidayDef, HolidayRule } from './rules'

/**
 * Switzerland: the Federal Day (1 August, federal law) and the cantons' public days after the Federal
 * Office of Justice's table of cantonal holidays. Only days a canton keeps as a public holiday for the
 * whole canton are marked; half days, days off by custom, bank holidays and days of single communities
 * are not (ADR 0069), and a day whose cantonal status we could not confirm is left out.
 */

/** Cantons keeping the Catholic feasts (Corpus Christi, Assumption, All Saints') canton-wide. */
const CATHOLIC = ['LU', 'UR', 'SZ', 'OW', 'NW', 'ZG', 'FR', 'AI', 'TI', 'VS', 'JU'] as const

export const CH_HOLIDAYS: readonly HolidayDef[] = [
  c('neujahr', 'Neujahr', "New Year's Day", fixed(1, 1), 'all'),
  c('berchtoldstag', 'Berchtoldstag', "Berchtold's Day", fixed(1, 2), [
    'BE',
    'GL',
    'JU',
    'LU',
    'NE',
    'OW',
    'SH',
    'TG',
    'VD',
    'ZG',
    'ZH',
  ]),
  c('heilige-drei-koenige', 'Heilige Drei Könige', 'Epiphany', fixed(1, 6), ['UR', 'SZ', 'TI']),
  c('republikfeier-ne', 'Jahrestag der Ausrufung der Republik', 'Republic Day', fixed(3, 1), ['NE']),
  c('josefstag', 'Josefstag', "St Joseph's Day", fixed(3, 19), ['UR', 'SZ', 'NW', 'TI', 'VS']),
  { ...c('karfreitag', 'Karfreitag', 'Good Friday', easter(-2), 'all'), except: ['TI', 'VS'] },
  c(
    'naefelser-fahrt',
    'Näfelser Fahrt',
    'Näfels Pilgrimage',
    { kind: 'nth-weekday', month: 4, weekday: 4, n: 1, avoidHolyWeek: true },
    ['GL'],
  ),
  { ...c('ostermontag', 'Ostermontag', 'Easter Monday', easter(1), 'all'), except: ['VS'] },
  c('tag-der-arbeit', 'Tag der Arbeit', 'Labour Day', fixed(5, 1), [
    'ZH',
    'BS',
    'BL',
    'SH',
    'AG',
    'TG',
    'TI',
    'JU',
    'NE',
  ]),
  c('auffahrt', 'Auffahrt', 'Ascension Day', easter(39), 'all'),
  { ...c('pfingstmontag', 'Pfingstmontag', 'Whit Monday', easter(50), 'all'), except: ['VS'] },
  c('fronleichnam', 'Fronleichnam', 'Corpus Christi', easter(60), CATHOLIC),
  c('plebiszit-ju', 'Fest der jurassischen Unabhängigkeit', 'Jura Independence Day', fixed(6, 23), ['JU']),
  c('peter-und-paul', 'Peter und Paul', 'Saints Peter and Paul', fixed(6, 29), ['TI']),
  c('bundesfeier', 'Bundesfeier', 'Swiss National Day', fixed(8, 1), 'all'),
  c('mariae-himmelfahrt', 'Mariä Himmelfahrt', 'Assumption Day', fixed(8, 15), CATHOLIC),
  c(
    'jeune-genevois',
    'Genfer Bettag',
    'Geneva Fast',
    { kind: 'nth-weekday-offset', month: 9, weekday: 0, n: 1, offsetDays: 4 },
    ['GE'],
  ),
  c(
    'bettagsmontag',
    'Bettagsmontag',
    'Federal Fast Monday',
    { kind: 'nth-weekday-offset', month: 9, weekday: 0, n: 3, offsetDays: 1 },
    ['VD'],
  ),
  c('allerheiligen', 'Allerheiligen', "All Saints' Day", fixed(11, 1), CATHOLIC),
  c('mariae-empfaengnis', 'Mariä Empfängnis', 'Immaculate Conception', fixed(12, 8), [
    'LU',
    'UR',
    'SZ',
    'OW',
    'NW',
    'ZG',
    'FR',
    'AI',
    'TI',
    'VS',
  ]),
  c('weihnachten', 'Weihnachten', 'Christmas Day', fixed(12, 25), 'all'),
  {
    ...c('stephanstag', 'Stephanstag', "St Stephen's Day", fixed(12, 26), 'all'),
    except: ['VD', 'NE', 'GE', 'JU', 'VS'],
  },
  c('restauration-ge', 'Wiederherstellung der Republik', 'Restoration of the Republic', fixed(12, 31), [
    'GE',
  ]),
]

function fixed(month: number, day: number): HolidayRule {
  return { kind: 'fixed', month, day }
}

function easter(offset: number): HolidayRule {
  return { kind: 'easter', offset }
}

function c(
  key: string,
  de: string,
  en: string,
  rule: HolidayRule,
  regions: HolidayDef['regions'],
): HolidayDef {
  return { key, names: { de, en }, rule, regions, status: 'public' }
}
