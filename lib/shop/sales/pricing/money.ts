/**
 * Integer money arithmetic. Amounts are minor units (cents, Rappen); EUR and CHF both have 100 of
 * them per major unit. Prices are gross, as German-speaking shops show them to consumers.
 *
 * Rounding rule (ADR 0004): price-list values are whole minor units per piece, so a unit price is an
 * exact sum and a line total is exactly unit × quantity: nothing is rounded before VAT. The one
 * rounding step is extracting VAT from a gross sum, half-up to the minor unit ("kaufmännisch"), once
 * per rate over the whole order; net is then gross − VAT, so net + VAT = gross holds exactly.
 */
export const MINOR_UNITS_PER_MAJOR = 100
const BASIS_POINTS = 10_000

/** a / b rounded half-up, for a >= 0 and b > 0, in integers only (no binary-fraction surprises). */
export function divideHalfUp(numerator: number, denominator: number): number {
  assertMinor(numerator)
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Denominator must be a positive integer, got ${denominator}`)
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** The VAT contained in a gross amount: gross × rate / (1 + rate), half-up. */
export function vatFromGross(gross: number, vatBasisPoints: number): number {
  assertMinor(gross)
  if (!Number.isSafeInteger(vatBasisPoints) || vatBasisPoints < 0) {
    throw new RangeError(`VAT rate must be whole basis points >= 0, got ${vatBasisPoints}`)
  }
  return divideHalfUp(gross * vatBasisPoints, BASIS_POINTS + vatBasisPoints)
}

export interface VatAmount {
  /** 1900 = 19 %. */
  vatBasisPoints: number
  gross: number
  net: number
  vat: number
}

/** One VAT row per rate over the gross amounts charged at that rate, in ascending rate order. */
export function vatBreakdown(charges: readonly { gross: number; vatBasisPoints: number }[]): VatAmount[] {
  const grossByRate = new Map<number, number>()
  for (const { gross, vatBasisPoints } of charges) {
    grossByRate.set(vatBasisPoints, sumMinor([grossByRate.get(vatBasisPoints) ?? 0, gross]))
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatBasisPoints, gross]) => {
      const vat = vatFromGross(gross, vatBasisPoints)
      return { vatBasisPoints, gross, net: gross - vat, vat }
    })
}

/** Sum of minor amounts that refuses to leave the safe-integer range instead of losing cents. */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0
  for (const amount of amounts) {
    assertMinor(amount)
    total += amount
  }
  assertMinor(total)
  return total
}

export function multiplyMinor(amount: number, factor: number): number {
  const product = amount * factor
  assertMinor(product)
  return product
}

export function assertMinor(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Money must be a non-negative integer of minor units, got ${amount}`)
  }
}
