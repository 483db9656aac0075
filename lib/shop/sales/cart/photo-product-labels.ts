import { lengthUnitOf, type LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import type { CalendarFormatKey } from '@/lib/model/calendar-keys'
import type { PhotobookCoverKey, PhotobookLaminationKey } from '@/lib/model/photobook-keys'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import {
  CALENDAR_ACCESSORIES,
  CALENDAR_FORMATS,
  CALENDAR_MOUNTINGS,
  CALENDAR_PAPERS,
  CALENDAR_REFINEMENTS,
  CALENDAR_TYPES,
} from '@/lib/shop/photo-products/calendar/config'
import {
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
} from '@/lib/shop/photo-products/photobook/config'

/**
 * Calendars and photo books in words (ADR 0070), for cart lines, order lines, invoices and e-mails:
 * "Wandkalender DIN A4 quer, 2027, Spiralbindung", "Digitales Fotobuch DIN A4 quer, 48 Seiten,
 * Hardcover". Options at their no-charge default (standard paper, no foil, glossy film) are left out,
 * everything the customer chose and pays for is named.
 */

type Language = 'de' | 'en'
/** The locale a label falls back to when a caller knows only the language. */
const LANGUAGE_LOCALE = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<Language, LocaleCode>

function localeOf(target: Language | LocaleCode): { locale: LocaleCode; language: Language } {
  const locale = target === 'de' || target === 'en' ? LANGUAGE_LOCALE[target] : target
  return { locale, language: locale.startsWith('en') ? 'en' : 'de' }
}

/** "DIN A4 quer" for the DIN keys; the millimetre keys ("150-400") as a size in the shop's unit. */
function calendarFormatName(format: CalendarFormatKey, locale: LocaleCode, language: Language): string {
  const din = /^(a[3-6])-(hoch|quer)$/.exec(format)
  if (din) {
    const size = din[1]!.toUpperCase()
    if (language === 'de') return `DIN ${size} ${din[2]}`
    return `${size} ${din[2] === 'hoch' ? 'portrait' : 'landscape'}`
  }
  const { widthMm, heightMm } = CALENDAR_FORMATS[format]
  return formatSize(widthMm, heightMm, lengthUnitOf(locale), locale)
}

type CalendarMonths = Pick<CalendarSpec, 'year' | 'startMonth' | 'months'>

/**
 * "September 2026 – Oktober 2027": the calendar's first and last month in the locale's words; the
 * job ticket (lib/backoffice/job-ticket/photo-facts.ts) names the range even for a calendar year.
 */
export function calendarMonthRange(spec: CalendarMonths, locale: LocaleCode): string {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const first = Date.UTC(spec.year, spec.startMonth - 1, 1)
  const last = Date.UTC(spec.year, spec.startMonth - 1 + spec.months - 1, 1)
  return `${month.format(first)} – ${month.format(last)}`
}

/** "2027" for a calendar year; "September 2026 – Oktober 2027" for one that starts later. */
function calendarPeriod(spec: CalendarMonths, locale: LocaleCode): string {
  if (spec.startMonth === 1 && spec.months === 12) return String(spec.year)
  return calendarMonthRange(spec, locale)
}

export function calendarLabel(spec: CalendarSpec, target: Language | LocaleCode): string {
  const { locale, language } = localeOf(target)
  const parts = [
    `${CALENDAR_TYPES[spec.type][language]} ${calendarFormatName(spec.formatType, locale, language)}`,
    calendarPeriod(spec, locale),
    CALENDAR_MOUNTINGS[spec.mountingType].names[language],
  ]
  if (spec.paperType !== 'standard') parts.push(CALENDAR_PAPERS[spec.paperType].names[language])
  if (spec.refinementType !== 'ohne') parts.push(CALENDAR_REFINEMENTS[spec.refinementType].names[language])
  for (const accessory of spec.accessoryTypes) parts.push(CALENDAR_ACCESSORIES[accessory].names[language])
  return parts.join(', ')
}

const COVER_NAMES = {
  hard: { de: 'Hardcover', en: 'Hardcover' },
  soft: { de: 'Softcover', en: 'Softcover' },
} as const satisfies Record<PhotobookCoverKey, Record<Language, string>>

const LAMINATION_NAMES = {
  glossy: { de: 'Umschlag glänzend', en: 'gloss cover' },
  matt: { de: 'Umschlag matt', en: 'matte cover' },
} as const satisfies Record<PhotobookLaminationKey, Record<Language, string>>

export function photobookLabel(spec: PhotobookSpec, target: Language | LocaleCode): string {
  const { language } = localeOf(target)
  const parts = [
    `${PHOTOBOOK_TYPES[spec.type].names[language]} ${PHOTOBOOK_FORMATS[spec.format].names[language]}`,
    language === 'de' ? `${spec.pageCount} Seiten` : `${spec.pageCount} pages`,
    COVER_NAMES[spec.cover][language],
  ]
  if (spec.paper !== 'standard') {
    const paper = PHOTOBOOK_PAPERS[spec.paper].names[language]
    parts.push(language === 'de' ? `Papier ${paper}` : `${paper} paper`)
  }
  if (spec.coverLamination !== 'glossy') parts.push(LAMINATION_NAMES[spec.coverLamination][language])
  return parts.join(', ')
}
