import { ORDER_MAIL_COPY, fill } from '@/lib/shop/sales/orders/mail-copy'

/**
 * The job ticket's small words: sizes in millimetres (production cuts in mm whatever shop the order
 * came from), days in German words ("Do., 3. Dezember 2026"), the shipping method as the order mails
 * name it. Production reads these; a raw key or an ISO date must never reach them.
 */

const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/** "148 × 210 mm". */
export function mm(widthMm: number, heightMm: number): string {
  return `${NUMBER.format(widthMm)} × ${NUMBER.format(heightMm)} mm`
}

export function count(n: number, one: string, many: string): string {
  return `${NUMBER.format(n)} ${n === 1 ? one : many}`
}

const DAY = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A stored calendar day ("2026-12-03") in words: "Do., 3. Dezember 2026"; an unreadable one as "–". */
export function dayInWords(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return '–'
  return DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)))
}

const BERLIN_DAY = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
})

/** The day a moment falls on in the shop's time zone, in words. */
export function berlinDayInWords(moment: Date): string {
  return BERLIN_DAY.format(moment)
}

/** The promised delivery window in words: one day, or "Di., 1. Dezember 2026 – Do., 3. Dezember 2026". */
export function deliveryWindowInWords(window: { from: string; to: string }): string {
  const from = dayInWords(window.from)
  return window.from === window.to ? from : `${from} – ${dayInWords(window.to)}`
}

/** "Versand (Express)", the words of the confirmation mail and the invoice. */
export function shippingInWords(method: string): string {
  const { methods, shipping } = ORDER_MAIL_COPY.de
  const name = Object.hasOwn(methods, method) ? methods[method as keyof typeof methods] : null
  return name ? fill(shipping, { method: name }) : '–'
}
