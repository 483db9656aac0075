import { DELIVERY_COUNTRY_CONFIG, type DeliveryCountry } from '@/lib/config/shipping'
import {
  DELIVERY_RULES,
  expectedDelivery,
  handOverDay,
  munichTime,
  type DeliveryWindow,
} from './delivery-date'

/**
 * What the trust bar and the checkout say about express delivery to a country right now (spec
 * section 7, /web-api/express-shop): whether express is offered, by when to order, and the delivery
 * date that order gets. Computed with the checkout's own rules (delivery-date.ts), so the promise in
 * the header and the date the order is placed with cannot differ.
 */
export interface ExpressShopInfo {
  country: DeliveryCountry
  /** Express is offered for this country (lib/config/shipping.ts `expressFrom`). */
  available: boolean
  /** The daily cut-off in the production's time zone: orders before it are handed over that day. */
  cutoff: { hour: number; timeZone: string }
  /** The instant (ISO, UTC) until which an order gets `delivery`: the next cut-off. */
  orderBy: string
  /** Express delivery for an order placed now, or null where express is not offered. */
  delivery: DeliveryWindow | null
  /** Seconds until `orderBy`: the answer is true until then and no longer. */
  validForSeconds: number
}

/** The instant a Munich wall-clock hour on `day` (YYYY-MM-DD) falls on, whatever the server's zone. */
export function munichInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)
  // Munich is UTC+1 or +2; the clock change happens at night, far from the cut-off hour.
  const local = munichTime(guess)
  const offsetHours = local.day === day ? local.hour - hour : local.hour + 24 - hour
  return new Date(guess.getTime() - offsetHours * 3_600_000)
}

export function expressShopInfo(country: DeliveryCountry, now: Date): ExpressShopInfo {
  const available = DELIVERY_COUNTRY_CONFIG[country].shipping.expressFrom !== null
  // The hand-over day stays the same until its cut-off has passed, so the answer holds until then.
  const orderBy = munichInstant(handOverDay(now), DELIVERY_RULES.cutoffHour)
  return {
    country,
    available,
    cutoff: { hour: DELIVERY_RULES.cutoffHour, timeZone: DELIVERY_RULES.timeZone },
    orderBy: orderBy.toISOString(),
    delivery: available ? expectedDelivery('express', now, country) : null,
    validForSeconds: Math.max(0, Math.floor((orderBy.getTime() - now.getTime()) / 1000)),
  }
}
