import { z } from 'zod'

/** The largest single amount staff may enter: far above any order, far below integer trouble. */
export const MAX_AMOUNT_MINOR = 10_000_000

/**
 * An amount as staff type it ("12,34", "12.34", "1.234,50", "12"): minor units, positive, at most
 * two decimals. German messages, because they are shown as they are.
 */
export const amountSchema = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const compact = raw.replace(/\s|€|CHF|\$|USD|EUR/g, '')
    // "1.234,50" and "1,234.50": with both separators the last is the decimal one. With one kind only
    // it must be decimal ("12,5"): "1,234" could be read either way and is refused.
    const both = /[.,']\d{3}[.,]\d{1,2}$/.test(compact) || /^\d{1,3}([.,']\d{3})+[.,]\d{1,2}$/.test(compact)
    const match = both
      ? /^(\d{1,3}(?:[.,']\d{3})+)[.,](\d{1,2})$/.exec(compact)
      : /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact)
    if (!match || (both && new Set(compact.replace(/\d/g, '')).size < 2)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Bitte einen Betrag wie 12,34 eingeben (positiv, höchstens zwei Nachkommastellen).',
      })
      return z.NEVER
    }
    const units = Number(match[1]!.replace(/[.,']/g, ''))
    const cents = Number((match[2] ?? '0').padEnd(2, '0'))
    const minor = units * 100 + cents
    if (minor <= 0 || minor > MAX_AMOUNT_MINOR) {
      ctx.addIssue({ code: 'custom', message: 'Der Betrag muss größer als 0 und höchstens 100.000 sein.' })
      return z.NEVER
    }
    return minor
  })

/** A calendar day from a date field (YYYY-MM-DD), not after today and not before 2020. */
export const paymentDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte ein Datum wählen.')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && v >= '2020-01-01',
    'Bitte ein gültiges Datum wählen.',
  )
