import { describe, expect, it } from 'vitest'
import { HOLIDAY_REGION_CODES, HOLIDAY_REGIONS, holidayName, holidaysByDate, holidaysIn } from './index'

const dates = (...args: Parameters<typeof holidaysIn>) => holidaysIn(...args).map((h) => h.date)
const keys = (...args: Parameters<typeof holidaysIn>) => holidaysIn(...args).map((h) => h.key)

describe('Germany', () => {
  it('nationwide 2027: the nine federal days, Easter counted from 28 March', () => {
    expect(dates('DE', null, 2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-10-03',
      '2027-12-25',
      '2027-12-26',
    ])
  })

  it('Bavaria adds Epiphany, Corpus Christi, All Saints and Assumption as an observance', () => {
    const by = holidaysIn('DE', 'BY', 2026)
    expect(by.map((h) => h.key)).toEqual(
      expect.arrayContaining(['heilige-drei-koenige', 'fronleichnam', 'allerheiligen', 'mariae-himmelfahrt']),
    )
    expect(by.find((h) => h.key === 'mariae-himmelfahrt')?.status).toBe('observance')
    expect(by.find((h) => h.key === 'fronleichnam')?.date).toBe('2026-06-04')
  })

  it.each([
    [2026, '2026-11-18'],
    [2027, '2027-11-17'],
    [2028, '2028-11-22'],
  ])('Saxony: Buß- und Bettag %i is %s (the Wednesday before 23 November)', (year, date) => {
    expect(holidaysIn('DE', 'SN', year).find((h) => h.key === 'buss-und-bettag')?.date).toBe(date)
  })

  it('Berlin keeps 8 March, Mecklenburg-Vorpommern too since 2023, Brandenburg Easter and Whit Sunday', () => {
    expect(keys('DE', 'BE', 2027)).toContain('frauentag')
    expect(keys('DE', 'MV', 2027)).toContain('frauentag')
    expect(keys('DE', 'MV', 2022)).not.toContain('frauentag')
    expect(keys('DE', 'BB', 2027)).toEqual(
      expect.arrayContaining(['ostersonntag', 'pfingstsonntag', 'reformationstag']),
    )
    expect(keys('DE', 'TH', 2027)).toContain('weltkindertag')
    expect(keys('DE', 'HE', 2027)).not.toContain('reformationstag')
  })
})

describe('Austria', () => {
  it('no Good Friday; 26 October and 8 December everywhere; patron saints only in their Land', () => {
    const nationwide = keys('AT', null, 2027)
    expect(nationwide).not.toContain('karfreitag')
    expect(nationwide).toEqual(
      expect.arrayContaining(['nationalfeiertag', 'mariae-empfaengnis', 'fronleichnam']),
    )
    expect(nationwide).not.toContain('leopold')
    const vienna = holidaysIn('AT', 'W', 2027).find((h) => h.key === 'leopold')
    expect(vienna).toMatchObject({ date: '2027-11-15', status: 'observance' })
    expect(keys('AT', 'S', 2027)).toContain('rupert')
  })
})

describe('Switzerland, canton by canton (2027)', () => {
  const common = ['neujahr', 'auffahrt', 'bundesfeier', 'weihnachten']
  it.each<[string, string[], string[]]>([
    ['AG', ['karfreitag', 'tag-der-arbeit', 'stephanstag'], ['fronleichnam', 'berchtoldstag']],
    ['AI', ['fronleichnam', 'mariae-himmelfahrt', 'allerheiligen', 'mariae-empfaengnis'], ['tag-der-arbeit']],
    ['AR', ['karfreitag', 'ostermontag', 'pfingstmontag', 'stephanstag'], ['fronleichnam']],
    ['BE', ['berchtoldstag', 'karfreitag', 'stephanstag'], ['fronleichnam', 'tag-der-arbeit']],
    ['BL', ['tag-der-arbeit', 'karfreitag'], ['fronleichnam']],
    ['BS', ['tag-der-arbeit', 'karfreitag'], ['fronleichnam']],
    ['FR', ['fronleichnam', 'mariae-empfaengnis'], ['tag-der-arbeit']],
    ['GE', ['jeune-genevois', 'restauration-ge', 'karfreitag'], ['stephanstag', 'berchtoldstag']],
    ['GL', ['naefelser-fahrt', 'berchtoldstag'], ['fronleichnam']],
    ['GR', ['karfreitag', 'stephanstag'], ['fronleichnam', 'berchtoldstag']],
    ['JU', ['plebiszit-ju', 'fronleichnam', 'tag-der-arbeit', 'berchtoldstag'], ['stephanstag']],
    ['LU', ['berchtoldstag', 'fronleichnam', 'mariae-empfaengnis'], ['tag-der-arbeit']],
    ['NE', ['republikfeier-ne', 'tag-der-arbeit', 'berchtoldstag'], ['stephanstag']],
    ['NW', ['josefstag', 'fronleichnam'], ['berchtoldstag']],
    ['OW', ['berchtoldstag', 'fronleichnam'], ['josefstag']],
    ['SG', ['karfreitag', 'stephanstag'], ['fronleichnam']],
    ['SH', ['berchtoldstag', 'tag-der-arbeit'], ['fronleichnam']],
    ['SO', ['karfreitag'], ['tag-der-arbeit']],
    ['SZ', ['heilige-drei-koenige', 'josefstag', 'fronleichnam'], ['berchtoldstag']],
    ['TG', ['berchtoldstag', 'tag-der-arbeit'], ['fronleichnam']],
    ['TI', ['heilige-drei-koenige', 'josefstag', 'peter-und-paul', 'tag-der-arbeit'], ['karfreitag']],
    ['UR', ['heilige-drei-koenige', 'josefstag', 'mariae-empfaengnis'], ['berchtoldstag']],
    ['VD', ['bettagsmontag', 'berchtoldstag', 'karfreitag'], ['stephanstag']],
    ['VS', ['josefstag', 'fronleichnam', 'mariae-empfaengnis'], ['karfreitag', 'ostermontag', 'stephanstag']],
    ['ZG', ['berchtoldstag', 'fronleichnam'], ['tag-der-arbeit']],
    ['ZH', ['berchtoldstag', 'tag-der-arbeit', 'karfreitag', 'stephanstag'], ['fronleichnam']],
  ])('%s keeps its days and not others', (canton, kept, notKept) => {
    const list = keys('CH', canton, 2027)
    expect(list).toEqual(expect.arrayContaining([...common, ...kept]))
    for (const key of notKept) expect(list).not.toContain(key)
  })

  it('covers every canton', () => {
    expect(HOLIDAY_REGIONS.CH).toHaveLength(26)
  })

  it('movable cantonal days: Näfelser Fahrt leaves Holy Week, Geneva Fast and Federal Fast Monday', () => {
    const on = (canton: string, key: string, year: number) =>
      holidaysIn('CH', canton, year).find((h) => h.key === key)?.date
    expect(on('GL', 'naefelser-fahrt', 2026)).toBe('2026-04-09') // 2 April is Maundy Thursday
    expect(on('GL', 'naefelser-fahrt', 2027)).toBe('2027-04-01')
    expect(on('GE', 'jeune-genevois', 2027)).toBe('2027-09-09')
    expect(on('VD', 'bettagsmontag', 2027)).toBe('2027-09-20')
  })
})

describe('United States', () => {
  it('2027: federal days, weekend dates observed on Friday or Monday, next New Year on 31 December', () => {
    const list = holidaysIn('US', null, 2027)
    const observed = list.filter((h) => h.observed).map((h) => h.date)
    expect(observed).toEqual(['2027-06-18', '2027-07-05', '2027-12-24', '2027-12-31'])
    const days = list.filter((h) => !h.observed).map((h) => h.date)
    expect(days).toEqual(
      expect.arrayContaining([
        '2027-01-18',
        '2027-02-15',
        '2027-05-31',
        '2027-09-06',
        '2027-10-11',
        '2027-11-25',
      ]),
    )
    expect(
      holidayName(
        list.find((h) => h.date === '2027-07-05')!,
        'en',
      ),
    ).toBe('Independence Day (observed)')
  })

  it('no Juneteenth before 2021', () => {
    expect(keys('US', null, 2020)).not.toContain('juneteenth')
  })

  it('a state adds its own days to the federal ones, and only that state', () => {
    const on = (state: string, key: string) => holidaysIn('US', state, 2027).find((h) => h.key === key)?.date
    expect(on('TX', 'texas-independence-day')).toBe('2027-03-02')
    expect(on('TX', 'san-jacinto-day')).toBe('2027-04-21')
    expect(on('MA', 'patriots-day')).toBe('2027-04-19')
    expect(on('LA', 'mardi-gras')).toBe('2027-02-09')
    expect(on('AK', 'sewards-day')).toBe('2027-03-29')
    expect(on('VT', 'town-meeting-day')).toBe('2027-03-02')
    expect(on('HI', 'statehood-day')).toBe('2027-08-20')
    expect(on('NV', 'nevada-day')).toBe('2027-10-29')
    expect(on('CA', 'cesar-chavez-day')).toBe('2027-03-31')
    expect(keys('US', 'TX', 2027)).toEqual(expect.arrayContaining(['thanksgiving', 'san-jacinto-day']))
    expect(keys('US', 'CA', 2027)).not.toContain('san-jacinto-day')
    expect(keys('US', null, 2027)).not.toContain('patriots-day')
  })

  it('DC’s Emancipation Day moves off a weekend as the federal days do', () => {
    const list = holidaysIn('US', 'DC', 2027).filter((h) => h.key === 'dc-emancipation-day')
    // 16 April 2027 is a Friday; in 2028 a Sunday, observed on Monday the 17th.
    expect(list.map((h) => h.date)).toEqual(['2027-04-16'])
    const next = holidaysIn('US', 'DC', 2028).filter((h) => h.key === 'dc-emancipation-day')
    expect(next.map((h) => [h.date, h.observed])).toEqual([
      ['2028-04-16', false],
      ['2028-04-17', true],
    ])
  })

  it('covers every state and the District of Columbia', () => {
    expect(HOLIDAY_REGIONS.US).toHaveLength(51)
  })
})

describe('holidaysByDate', () => {
  it('gathers the years a calendar crosses', () => {
    const map = holidaysByDate('DE', null, [2027, 2028])
    expect(map.get('2028-01-01')?.[0]?.key).toBe('neujahr')
    expect(map.get('2027-12-26')?.[0]?.key).toBe('zweiter-weihnachtstag')
  })
})

describe('region codes and names', () => {
  it('name the same regions in the same order (the browser checks codes, the picker shows names)', () => {
    for (const country of ['DE', 'AT', 'CH', 'US'] as const)
      expect(HOLIDAY_REGIONS[country].map((r) => r.code)).toEqual(HOLIDAY_REGION_CODES[country])
  })
})
