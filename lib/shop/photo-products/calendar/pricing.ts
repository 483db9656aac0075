import { ShopError } from '@/lib/shop/common/errors'
import {
  graduatedLines,
  graduatedTotal,
  PHOTO_PRODUCT_BANDS,
  type GraduatedLine,
} from '@/lib/shop/sales/pricing/graduated'
import { sumMinor } from '@/lib/shop/sales/pricing/money'
import type { PerShopCurrency, ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  CALENDAR_ACCESSORIES,
  CALENDAR_FORMATS,
  CALENDAR_LIMITS,
  CALENDAR_MOUNTINGS,
  CALENDAR_PAPERS,
  CALENDAR_REFINEMENTS,
  CALENDAR_TYPE_RULES,
  defaultCalendarYear,
  REFINABLE_CALENDAR_PAPERS,
  type CalendarAccessory,
  type CalendarFormatKey,
  type CalendarMounting,
  type CalendarPaper,
  type CalendarRefinement,
} from './config'
import { findCalendarDesignGroup } from './design-groups'

export interface CalendarOptions {
  designGroupId: number
  formatType: CalendarFormatKey
  mountingType?: CalendarMounting
  paperType: CalendarPaper
  refinementType: CalendarRefinement
  amount: number
  year?: number
  startMonth?: number
  startDate?: string
  /** Month pages: 12, or 13/14 for a calendar that starts mid-year and runs into the next (default 12). */
  months?: number
  accessoryTypes: readonly CalendarAccessory[]
}

/**
 * Each month page past twelve, per calendar (ours: one more printed and bound sheet). Only a calendar
 * that starts after January may run to 13 or 14 months, so it can end with the next year's January or February.
 */
export const CALENDAR_EXTRA_MONTH: PerShopCurrency = { EUR: 150, CHF: 200, USD: 175 }
export const CALENDAR_MONTHS = { min: 12, max: 14 } as const

export interface PriceComponent {
  kind: 'format' | 'mounting' | 'paper' | 'refinement' | 'accessory' | 'months'
  key: string
  unitPrice: number
}

export interface CalendarQuote {
  designGroupId: number
  formatType: CalendarFormatKey
  mountingType: CalendarMounting
  paperType: CalendarPaper
  refinementType: CalendarRefinement
  accessoryTypes: CalendarAccessory[]
  year: number
  startMonth: number
  months: number
  amount: number
  currency: ShopCurrency
  unitPrice: number
  components: PriceComponent[]
  lines: GraduatedLine[]
  total: number
}

/**
 * Prices one calendar line: the format's price plus mounting, paper, refinement and extras per piece,
 * graduated over the amount. Combinations the range does not make are refused naming the field.
 */
export function quoteCalendar(
  options: CalendarOptions,
  currency: ShopCurrency,
  today: Date = new Date(),
): CalendarQuote {
  const group = findCalendarDesignGroup(options.designGroupId)
  if (!group)
    throw new ShopError(`No calendar design ${options.designGroupId}`, {
      status: 404,
      field: 'designGroupId',
    })
  const rules = CALENDAR_TYPE_RULES[group.type]
  if (!(rules.formats as readonly string[]).includes(options.formatType)) {
    throw unavailable(
      'formatType',
      `This design is not made in ${options.formatType}; formats: ${rules.formats.join(', ')}`,
    )
  }
  const mountingType = options.mountingType ?? rules.mountings[0]
  if (!(rules.mountings as readonly string[]).includes(mountingType)) {
    throw unavailable('mountingType', `A ${group.type} calendar takes ${rules.mountings.join(' or ')}`)
  }
  if (options.refinementType !== 'ohne' && !REFINABLE_CALENDAR_PAPERS.includes(options.paperType)) {
    throw unavailable(
      'refinementType',
      `Foil and varnish need ${REFINABLE_CALENDAR_PAPERS.join(' or ')} paper`,
    )
  }
  const { year, startMonth } = startOf(options, today)
  const months = monthsOf(options.months ?? CALENDAR_MONTHS.min, startMonth)
  const accessoryTypes = [...options.accessoryTypes]
  const components: PriceComponent[] = [
    {
      kind: 'format',
      key: options.formatType,
      unitPrice: CALENDAR_FORMATS[options.formatType].price[currency],
    },
    { kind: 'mounting', key: mountingType, unitPrice: CALENDAR_MOUNTINGS[mountingType].price[currency] },
    { kind: 'paper', key: options.paperType, unitPrice: CALENDAR_PAPERS[options.paperType].price[currency] },
    {
      kind: 'refinement',
      key: options.refinementType,
      unitPrice: CALENDAR_REFINEMENTS[options.refinementType].price[currency],
    },
    ...accessoryTypes.map((key): PriceComponent => ({
      kind: 'accessory',
      key,
      unitPrice: CALENDAR_ACCESSORIES[key].price[currency],
    })),
    ...(months > CALENDAR_MONTHS.min
      ? [
          {
            kind: 'months',
            key: String(months),
            unitPrice: CALENDAR_EXTRA_MONTH[currency] * (months - CALENDAR_MONTHS.min),
          } satisfies PriceComponent,
        ]
      : []),
  ]
  const unitPrice = sumMinor(components.map((c) => c.unitPrice))
  const lines = graduatedLines(unitPrice, options.amount, PHOTO_PRODUCT_BANDS)
  return {
    designGroupId: group.id,
    formatType: options.formatType,
    mountingType,
    paperType: options.paperType,
    refinementType: options.refinementType,
    accessoryTypes,
    year,
    startMonth,
    months,
    amount: options.amount,
    currency,
    unitPrice,
    components,
    lines,
    total: graduatedTotal(lines),
  }
}

/** The cheapest calendar of a group: its smallest format with the default options. */
export function calendarPriceFrom(formats: readonly CalendarFormatKey[], currency: ShopCurrency): number {
  return Math.min(...formats.map((format) => CALENDAR_FORMATS[format].price[currency]))
}

function startOf(options: CalendarOptions, today: Date): { year: number; startMonth: number } {
  if (options.startDate !== undefined) {
    const year = Number(options.startDate.slice(0, 4))
    if (year < CALENDAR_LIMITS.firstYear || year > CALENDAR_LIMITS.lastYear) {
      throw new ShopError(
        `Calendars start between ${CALENDAR_LIMITS.firstYear} and ${CALENDAR_LIMITS.lastYear}`,
        {
          field: 'startDate',
        },
      )
    }
    return { year, startMonth: Number(options.startDate.slice(5, 7)) }
  }
  return { year: options.year ?? defaultCalendarYear(today), startMonth: options.startMonth ?? 1 }
}

function monthsOf(months: number, startMonth: number): number {
  if (!Number.isInteger(months) || months < CALENDAR_MONTHS.min || months > CALENDAR_MONTHS.max) {
    throw unavailable('months', `A calendar has ${CALENDAR_MONTHS.min} to ${CALENDAR_MONTHS.max} months`)
  }
  if (months > CALENDAR_MONTHS.min && startMonth === 1) {
    throw unavailable(
      'months',
      'A calendar starting in January has 12 months; 13 or 14 need a later start month',
    )
  }
  return months
}

function unavailable(field: string, message: string): ShopError {
  return new ShopError(message, { status: 422, field })
}
