import { ShopError } from '@/lib/shop/common/errors'
import {
  graduatedLines,
  graduatedTotal,
  PHOTO_PRODUCT_BANDS,
  type GraduatedLine,
} from '@/lib/shop/sales/pricing/graduated'
import { sumMinor } from '@/lib/shop/sales/pricing/money'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  CALENDAR_ACCESSORIES,
  CALENDAR_FORMATS,
  CALENDAR_LIMITS,
  CALENDAR_MOUNTINGS,
  CALENDAR_PAPERS,
  CALENDAR_REFINEMENTS,
  CALENDAR_TYPE_RULES,
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
  accessoryTypes: readonly CalendarAccessory[]
}

export interface PriceComponent {
  kind: 'format' | 'mounting' | 'paper' | 'refinement' | 'accessory'
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
export function quoteCalendar(options: CalendarOptions, currency: ShopCurrency): CalendarQuote {
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
  const { year, startMonth } = startOf(options)
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

function startOf(options: CalendarOptions): { year: number; startMonth: number } {
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
  return { year: options.year ?? CALENDAR_LIMITS.firstYear, startMonth: options.startMonth ?? 1 }
}

function unavailable(field: string, message: string): ShopError {
  return new ShopError(message, { status: 422, field })
}
