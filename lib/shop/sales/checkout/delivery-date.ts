import { DELIVERY_COUNTRY_CONFIG, type DeliveryCountry, type ShippingRates } from '@/lib/config/shipping'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import { germanHolidays, isoDay } from './holidays'

/**
 * Expected delivery dates (spec section 9): standard is 2 to 4 working days from hand-over to the
 * carrier; express delivers the next working day (Mon–Fri) when ordered before 11:00; Saturday express
 * (Germany only) delivers on Saturday when ordered before 11:00 on Friday. Orders placed before the
 * cut-off on a working day are handed over the same day, later ones the next working day. Times are
 * Munich time, where the shop produces; working days are Monday to Friday except German holidays.
 */
export const DELIVERY_RULES = {
  cutoffHour: 11,
  timeZone: 'Europe/Berlin',
  standardWorkingDays: { from: 2, to: 4 },
} as const

export interface DeliveryWindow {
  /** ISO calendar dates (YYYY-MM-DD); equal for express. */
  from: string
  to: string
}

interface LocalTime {
  day: string
  hour: number
  minute: number
}

/** The calendar day and clock time in Munich, whatever the server's time zone. */
export function munichTime(now: Date): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DELIVERY_RULES.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { day: isoDay(get('year'), get('month'), get('day')), hour: get('hour'), minute: get('minute') }
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`)

export function addDays(day: string, by: number): string {
  const date = toDate(day)
  date.setUTCDate(date.getUTCDate() + by)
  return date.toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string) => toDate(day).getUTCDay()

export function isWorkingDay(day: string): boolean {
  const wd = weekday(day)
  return wd !== 0 && wd !== 6 && !germanHolidays(Number(day.slice(0, 4))).has(day)
}

export function nextWorkingDay(day: string): string {
  let next = addDays(day, 1)
  while (!isWorkingDay(next)) next = addDays(next, 1)
  return next
}

export function addWorkingDays(day: string, count: number): string {
  let result = day
  for (let i = 0; i < count; i += 1) result = nextWorkingDay(result)
  return result
}

/** The day the parcel goes to the carrier. */
export function handOverDay(now: Date): string {
  const { day, hour } = munichTime(now)
  return isWorkingDay(day) && hour < DELIVERY_RULES.cutoffHour ? day : nextWorkingDay(day)
}

/**
 * `country` matters only where the config states business days per method (the US shop, ADR 0064):
 * there the window is that many working days after hand-over in Munich; elsewhere the spec's rules.
 */
export function expectedDelivery(
  method: ShippingMethod,
  now: Date,
  country?: DeliveryCountry,
): DeliveryWindow {
  const handOver = handOverDay(now)
  const shipping: ShippingRates | undefined = country ? DELIVERY_COUNTRY_CONFIG[country].shipping : undefined
  const days = shipping?.deliveryDays
  const range = days && (method === 'standard' ? days.standard : method === 'express' ? days.express : null)
  if (range) return { from: addWorkingDays(handOver, range.from), to: addWorkingDays(handOver, range.to) }
  if (method === 'express') {
    const day = nextWorkingDay(handOver)
    return { from: day, to: day }
  }
  if (method === 'saturday') {
    // The Saturday after the first working Friday on or after hand-over.
    let friday = handOver
    while (weekday(friday) !== 5 || !isWorkingDay(friday)) friday = addDays(friday, 1)
    const saturday = addDays(friday, 1)
    return { from: saturday, to: saturday }
  }
  const { from, to } = DELIVERY_RULES.standardWorkingDays
  return { from: addWorkingDays(handOver, from), to: addWorkingDays(handOver, to) }
}
