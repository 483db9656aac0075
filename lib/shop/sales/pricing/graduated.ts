import { multiplyMinor, sumMinor } from './money'

/**
 * Graduated prices for the poster channel's products: each piece is priced at the rate of the band
 * it falls in (piece 1 at full price, pieces 2–4 a little less, …), like tax brackets. Unlike a
 * per-piece tier that applies to the whole quantity, a total can then never drop when one more piece
 * is ordered, and it is by construction the sum of its bands.
 */
export interface GraduatedBand {
  /** First piece (1-based) the band applies to; bands ascend and the first starts at 1. */
  from: number
  /** Share of the unit price charged, in per mille (1000 = full price). */
  perMille: number
}

export interface GraduatedLine {
  from: number
  to: number
  quantity: number
  unitPrice: number
  total: number
}

export function bandUnitPrice(unitPrice: number, perMille: number): number {
  return Math.round((unitPrice * perMille) / 1000)
}

/** The bands a quantity of pieces at `unitPrice` falls into, with their totals. */
export function graduatedLines(
  unitPrice: number,
  quantity: number,
  bands: readonly GraduatedBand[],
): GraduatedLine[] {
  const lines: GraduatedLine[] = []
  bands.forEach((band, i) => {
    const next = bands[i + 1]?.from ?? Number.POSITIVE_INFINITY
    const to = Math.min(quantity, next - 1)
    if (to < band.from) return
    const price = bandUnitPrice(unitPrice, band.perMille)
    const count = to - band.from + 1
    lines.push({ from: band.from, to, quantity: count, unitPrice: price, total: multiplyMinor(price, count) })
  })
  return lines
}

export function graduatedTotal(lines: readonly GraduatedLine[]): number {
  return sumMinor(lines.map((line) => line.total))
}

/** Bands shared by the photo products unless a product sets its own. */
export const PHOTO_PRODUCT_BANDS: readonly GraduatedBand[] = [
  { from: 1, perMille: 1000 },
  { from: 2, perMille: 950 },
  { from: 5, perMille: 900 },
  { from: 10, perMille: 850 },
  { from: 25, perMille: 800 },
]
