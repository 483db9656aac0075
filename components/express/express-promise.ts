import type { LocaleCode } from '@/lib/config/locales'

/** The /web-api/express-shop answer as the browser reads it (lib/api/sales/checkout/express-shop-endpoint.ts). */
export interface ExpressAnswer {
  available: boolean
  cutoff: { hour: number; timeZone: string }
  orderBy: string
  delivery: { from: string; to: string } | null
  validForSeconds: number
}

export interface ExpressTexts {
  promise: string
  promiseWindow: string
  today: string
  tomorrow: string
  day: string
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** A calendar day (YYYY-MM-DD) as "Di., 1. Dezember" / "Tue 1 December". */
function dayText(iso: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`))
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/**
 * "Express: bis heute 11:00 Uhr bestellt, Lieferung am Di., 1. Dezember": the trust bar's and the
 * checkout's sentence, or null where express is not offered. The deadline is told in the shop's own
 * time zone (where the cut-off is), relative to `now` there: today, tomorrow or a named day.
 */
export function expressPromise(
  answer: ExpressAnswer,
  locale: LocaleCode,
  now: Date,
  texts: ExpressTexts,
): string | null {
  if (!answer.available || !answer.delivery) return null
  const orderBy = new Date(answer.orderBy)
  const { timeZone } = answer.cutoff
  // A German shop's visitor reads "11:00 Uhr" as local time; the US shop names the zone it is in.
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    ...(locale.startsWith('en') && { timeZoneName: 'short' }),
  }).format(orderBy)
  const deadlineDay = dayIn(orderBy, timeZone)
  const today = dayIn(now, timeZone)
  const tomorrow = dayIn(new Date(now.getTime() + 86_400_000), timeZone)
  const deadline =
    deadlineDay === today
      ? fill(texts.today, { time })
      : deadlineDay === tomorrow
        ? fill(texts.tomorrow, { time })
        : fill(texts.day, { time, day: dayText(deadlineDay, locale) })
  const { from, to } = answer.delivery
  return from === to
    ? fill(texts.promise, { deadline, date: dayText(from, locale) })
    : fill(texts.promiseWindow, { deadline, from: dayText(from, locale), to: dayText(to, locale) })
}
