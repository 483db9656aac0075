import { lengthUnitOf, type ShopLocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import { CALENDAR_NAMES } from '@/lib/shop/design-print/design/calendar/names'
import {
  HOLIDAY_COUNTRIES,
  type HolidayCountry,
} from '@/lib/shop/design-print/design/calendar/holidays/regions'
import { HOLIDAY_REGIONS } from '@/lib/shop/design-print/design/calendar/holidays/region-names'
import { MAX_CALENDAR_PERSONS } from '@/lib/shop/design-print/design/calendar-spec'
import {
  CALENDAR_ACCESSORIES,
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_FORMATS,
  CALENDAR_LIMITS,
  CALENDAR_MOUNTINGS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_PAPERS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_REFINEMENTS,
  CALENDAR_TYPE_KEYS,
  CALENDAR_TYPE_RULES,
  CALENDAR_TYPES,
  REFINABLE_CALENDAR_PAPERS,
  type CalendarAccessory,
  type CalendarFormatKey,
  type CalendarMounting,
  type CalendarPaper,
  type CalendarRefinement,
  type CalendarType,
} from '@/lib/shop/photo-products/calendar/config'
import { calendarGroupOf } from '@/lib/shop/photo-products/calendar/configurator-query'
import type { CalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'

type Option<K extends string> = { key: K; name: string }

/**
 * What the calendar configurator offers for one design group, read from the catalogue tables on the
 * server and handed to the form as data: names and rules, never prices (those come from
 * /web-api/calendar-price). Sizes are written in the shop's unit (inches in the US shop).
 */
export interface CalendarChoices {
  groupName: string
  /**
   * Every type with what it is made in. Each design group is of one type: choosing another type
   * carries on with that type's most popular group (`groupId`), photos and texts kept.
   */
  types: (Option<CalendarType> & {
    groupId: number
    formats: Option<CalendarFormatKey>[]
    mountings: Option<CalendarMounting>[]
  })[]
  papers: Option<CalendarPaper>[]
  refinements: Option<CalendarRefinement>[]
  /** Papers a foil or varnish holds on; on any other the refinement is "none". */
  refinablePapers: CalendarPaper[]
  accessories: Option<CalendarAccessory>[]
  years: number[]
  /** January to December in the shop's language. */
  monthNames: string[]
  holidayCountries: { key: HolidayCountry; regions: Option<string>[] }[]
  maxAmount: number
  maxPersons: number
}

const languageOf = (locale: ShopLocaleCode) => (locale.startsWith('de') ? 'de' : 'en')

const PAPER_FORMAT = /^a(\d)-(hoch|quer)$/

/** "DIN A4 quer · 29,7 × 21 cm", "A4 landscape · 11.69 × 8.27 in", "20 × 20 cm". */
export function calendarFormatName(
  key: CalendarFormatKey,
  lang: 'de' | 'en',
  locale: ShopLocaleCode,
): string {
  const { widthMm, heightMm } = CALENDAR_FORMATS[key]
  const size = formatSize(widthMm, heightMm, lengthUnitOf(locale), locale)
  const paper = PAPER_FORMAT.exec(key)
  if (!paper) return size
  const side = paper[2] === 'hoch' ? { de: 'hoch', en: 'portrait' } : { de: 'quer', en: 'landscape' }
  return `${lang === 'de' ? 'DIN ' : ''}A${paper[1]} ${side[lang]} · ${size}`
}

export function calendarChoices(group: CalendarDesignGroup, locale: ShopLocaleCode): CalendarChoices {
  const lang = languageOf(locale)
  const named = <K extends string>(
    keys: readonly K[],
    names: Record<K, { names: { de: string; en: string } }>,
  ) => keys.map((key) => ({ key, name: names[key].names[lang] }))
  const years: number[] = []
  for (let year = CALENDAR_LIMITS.firstYear; year <= CALENDAR_LIMITS.lastYear; year++) years.push(year)
  return {
    groupName: group.names[lang],
    types: CALENDAR_TYPE_KEYS.flatMap((key) => {
      const groupOfType = key === group.type ? group : calendarGroupOf({ type: key })
      if (!groupOfType) return []
      return [
        {
          key,
          name: CALENDAR_TYPES[key][lang],
          groupId: groupOfType.id,
          formats: groupOfType.formats.map((format) => ({
            key: format,
            name: calendarFormatName(format, lang, locale),
          })),
          mountings: named(CALENDAR_TYPE_RULES[key].mountings, CALENDAR_MOUNTINGS),
        },
      ]
    }),
    papers: named(CALENDAR_PAPER_KEYS, CALENDAR_PAPERS),
    refinements: named(CALENDAR_REFINEMENT_KEYS, CALENDAR_REFINEMENTS),
    refinablePapers: [...REFINABLE_CALENDAR_PAPERS],
    accessories: named(CALENDAR_ACCESSORY_KEYS, CALENDAR_ACCESSORIES),
    years,
    monthNames: [...CALENDAR_NAMES[locale].months],
    holidayCountries: HOLIDAY_COUNTRIES.map((key) => ({
      key,
      regions: HOLIDAY_REGIONS[key].map((region) => ({ key: region.code, name: region.names[lang] })),
    })),
    maxAmount: CALENDAR_LIMITS.maxAmount,
    maxPersons: MAX_CALENDAR_PERSONS,
  }
}
