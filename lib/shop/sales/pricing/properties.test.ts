import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteCardLine } from './card-line'
import { ACCESSORY_KINDS, ENVELOPE_ONLY } from './card-products'
import { quoteOrder } from './order'
import { QUANTITY_STEPS } from './quantity'
import { cardQuoteInputSchema, type CardLineOptions, type CardQuoteInput } from './schema'
import { cardLineArb, countryArb, orderArb } from './test-arbitraries'

const isMinor = (n: number) => Number.isSafeInteger(n) && n >= 0
const lineWithCountry = fc.tuple(cardLineArb, countryArb).map(([line, country]) => ({ ...line, country }))

describe('pricing properties', () => {
  it('a line is the sum of its parts, in non-negative integers', () => {
    fc.assert(
      fc.property(lineWithCountry, (input) => {
        const quote = quoteCardLine(input)
        expect(quote.unitPrice).toBe(quote.lines.reduce((sum, part) => sum + part.unitPrice, 0))
        expect(quote.total).toBe(quote.lines.reduce((sum, part) => sum + part.total, 0))
        expect(quote.total).toBe(quote.unitPrice * quote.quantity)
        for (const n of [
          quote.unitPrice,
          quote.total,
          ...quote.lines.flatMap((p) => [p.unitPrice, p.total]),
        ]) {
          expect(isMinor(n)).toBe(true)
        }
        expect(quote.unitPrice).toBeGreaterThan(0)
      }),
    )
  })

  it('a larger quantity step never has a higher unit price', () => {
    const steps = fc.tuple(fc.constantFrom(...QUANTITY_STEPS), fc.constantFrom(...QUANTITY_STEPS))
    fc.assert(
      fc.property(lineWithCountry, steps, (input, [a, b]) => {
        const [small, large] = a <= b ? [a, b] : [b, a]
        const unit = (quantity: number) => quoteCardLine({ ...input, quantity }).unitPrice
        expect(unit(large)).toBeLessThanOrEqual(unit(small))
      }),
    )
  })

  it('adding an option never lowers the price', () => {
    fc.assert(
      fc.property(lineWithCountry, (input) => {
        const full = quoteCardLine(input).unitPrice
        const without: Partial<CardLineOptions>[] = [
          { refinement: 'none' },
          ...ACCESSORY_KINDS.map((kind) => ({ [kind]: 'none' })),
          // Envelope-only items cannot lose their envelope.
          ...(input.productType === ENVELOPE_ONLY ? [] : [{ envelope: null }]),
        ]
        for (const removed of without)
          expect(quoteCardLine({ ...input, ...removed }).unitPrice).toBeLessThanOrEqual(full)
      }),
    )
  })

  it('an order adds up: lines + samples + shipping = total = sum of VAT rows, net + VAT = gross', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const quote = quoteOrder(input)
        const lines = quote.lines.reduce((sum, line) => sum + line.total, 0)
        expect(quote.subtotal).toBe(lines + quote.samples.total)
        expect(quote.total).toBe(quote.subtotal + quote.shipping.price)
        expect(quote.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(quote.total)
        for (const row of quote.vat) {
          expect(row.net + row.vat).toBe(row.gross)
          for (const n of [row.net, row.vat, row.gross]) expect(isMinor(n)).toBe(true)
        }
        for (const n of [quote.subtotal, quote.total, quote.shipping.price, quote.samples.total]) {
          expect(isMinor(n)).toBe(true)
        }
        expect(quote.invoiceAllowed).toBe(quote.total >= 2500)
      }),
    )
  })

  it('an unknown key is refused under its own name, never ignored', () => {
    const known = new Set(Object.keys(cardQuoteInputSchema.shape))
    const unknownKey = fc.stringMatching(/^[a-z][a-zA-Z]{0,15}$/).filter((key) => !known.has(key))
    fc.assert(
      fc.property(lineWithCountry, unknownKey, (input, key) => {
        expect(() => quoteCardLine({ ...input, [key]: 'none' } as CardQuoteInput)).toThrow(
          expect.objectContaining({ field: key, code: 'invalid_input' }),
        )
      }),
    )
  })
})
