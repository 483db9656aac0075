import type { LengthUnit, LocaleCode } from '@/lib/config/locales'

/**
 * Lengths as a shopper reads them (ADR 0066). The product is metric everywhere (specs, cart snapshot,
 * print file: millimetres); only what a person reads is converted, in the unit the locale's shop uses
 * (`lengthUnitOf`, lib/config/locales.ts): centimetres with at most one decimal (spec: "whole numbers
 * without trailing zeros, at most one decimal after dividing mm by 10"), or inches to one decimal with
 * a trailing ".0" dropped ("11.8 × 15.7 in", a 30 mm mat is "1.2 in"). The decimal separator is the
 * locale's.
 */

export const MM_PER_INCH = 25.4

/**
 * How a shown value is rounded to its tenth. `nearest` for sizes; `up`/`down` for the limits of an
 * input, so a shown minimum (rounded up) and maximum (rounded down), typed back in, are inside them.
 */
export type LengthRounding = 'nearest' | 'up' | 'down'

const ROUND: Record<LengthRounding, (x: number) => number> = {
  nearest: Math.round,
  up: Math.ceil,
  down: Math.floor,
}

/** Tenths of the unit. Worked out as mm × 100 / 254 so 31.75 mm is exactly 12.5 tenths (→ 1.3 in). */
function tenths(mm: number, unit: LengthUnit, rounding: LengthRounding): number {
  const exact = unit === 'in' ? (mm * 100) / 254 : mm
  // A float a hair off a whole tenth (e.g. 11.999999) must not be pushed to the next by ceil/floor.
  const snapped = Math.abs(exact - Math.round(exact)) < 1e-9 ? Math.round(exact) : exact
  return ROUND[rounding](snapped)
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: LocaleCode): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
    numberFormats.set(locale, format)
  }
  return format
}

/** The number alone, without the unit: "11.8", "29,7", "10". */
export function formatLengthNumber(
  mm: number,
  unit: LengthUnit,
  locale: LocaleCode,
  rounding: LengthRounding = 'nearest',
): string {
  if (!Number.isFinite(mm)) throw new RangeError(`A length must be a finite number of mm, got ${mm}`)
  return numberFormat(locale).format(tenths(mm, unit, rounding) / 10)
}

/** A length given in millimetres: "30 cm", "29,7 cm", "1.2 in". */
export function formatLength(
  mm: number,
  unit: LengthUnit,
  locale: LocaleCode,
  rounding: LengthRounding = 'nearest',
): string {
  return `${formatLengthNumber(mm, unit, locale, rounding)} ${unit}`
}

/** Width × height with the unit once: "30 × 40 cm", "14,8 × 21 cm", "11.8 × 15.7 in". */
export function formatSize(widthMm: number, heightMm: number, unit: LengthUnit, locale: LocaleCode): string {
  return `${formatLengthNumber(widthMm, unit, locale)} × ${formatLength(heightMm, unit, locale)}`
}

/** Unit words a shopper may type after the number; anything else is not a length. */
const UNIT_SUFFIX: Record<LengthUnit, RegExp> = {
  cm: /\s*(?:cm)?$/i,
  in: /\s*(?:in\.?|inch(?:es)?|"|″|”)?$/i,
}

/** "12", "11.8", "11,8", and for inches also "11 3/4" or "3/4". */
const DECIMAL = /^(\d{1,4})(?:[.,](\d{1,3}))?$/
const FRACTION = /^(?:(\d{1,4})\s+)?(\d{1,2})\/(\d{1,2})$/

/**
 * A length a shopper typed, in the given unit, as whole millimetres (the product's unit); null when
 * the text is not a positive length. Shown values read back to themselves:
 * formatLength(parseLength("15.7", "in")) is "15.7 in" again.
 */
export function parseLength(text: string, unit: LengthUnit): number | null {
  const number = text.trim().replace(UNIT_SUFFIX[unit], '')
  let value: number | null = null
  const decimal = DECIMAL.exec(number)
  if (decimal) value = Number(`${decimal[1]}.${decimal[2] ?? '0'}`)
  const fraction = unit === 'in' ? FRACTION.exec(number) : null
  if (fraction) {
    const denominator = Number(fraction[3])
    if (denominator > 0) value = Number(fraction[1] ?? 0) + Number(fraction[2]) / denominator
  }
  if (value === null || !(value > 0)) return null
  const mm = Math.round(unit === 'in' ? value * MM_PER_INCH : value * 10)
  return mm > 0 ? mm : null
}
