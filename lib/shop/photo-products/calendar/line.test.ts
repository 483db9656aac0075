import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, type CalendarSpecInput } from '@/lib/shop/design-print/design/calendar-spec'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import { quoteOrder } from '@/lib/shop/sales/pricing/order'
import { photobookSpecSchema } from '@/lib/shop/design-print/design/photobook-spec'
import { photobookLineOptions, pricePhotobookLine } from '../photobook/line'
import { calendarLineOptions, priceCalendarLine } from './line'

const wall: CalendarSpecInput = {
  designGroupId: 2101,
  type: 'wall',
  formatType: 'a4-quer',
  mountingType: 'spirale',
  paperType: 'standard',
  refinementType: 'ohne',
  accessoryTypes: [],
  year: 2027,
  startMonth: 1,
  months: 12,
  locale: 'de-DE',
  holidays: { country: 'DE', region: null },
}
const calendar = (patch: Partial<CalendarSpecInput> = {}) => calendarSpecSchema.parse({ ...wall, ...patch })
const book = photobookSpecSchema.parse({
  designGroupSetId: 401,
  type: 'digitalfotobuch',
  format: 'din-landscape',
  cover: 'hard',
  binding: 'pur',
  paper: 'standard',
  coverLamination: 'glossy',
  pageCount: 48,
})

describe('calendar and photo-book lines (ADR 0070)', () => {
  it('derives a calendar line from its spec alone and prices it in the delivery market', () => {
    const options = calendarLineOptions(calendar({ startMonth: 9, months: 13 }), 3)
    expect(options).toMatchObject({ designGroupId: 2101, formatType: 'a4-quer', months: 13, amount: 3 })
    const de = priceCalendarLine(options, resolveMarket('DE'))
    const ch = priceCalendarLine(options, resolveMarket('CH'))
    expect(de.quote.currency).toBe('EUR')
    expect(ch.quote.currency).toBe('CHF')
    expect(de.unitPrice).toBe(1999 + 150)
    expect(de.vatBasisPoints).toBe(resolveMarket('DE').vatBasisPoints)
  })

  it('refuses a calendar whose type is not its design group’s, naming type', () => {
    expect(() => calendarLineOptions(calendar({ type: 'kitchen' }), 1)).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'type' } }),
    )
  })

  it('refuses an unknown design group and a quantity out of range with a 422', () => {
    expect(() => calendarLineOptions(calendar({ designGroupId: 999_998 }), 1)).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'designGroupId' } }),
    )
    expect(() => calendarLineOptions(calendar(), 501)).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'quantity' } }),
    )
    expect(() => photobookLineOptions(book, 101)).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'quantity' } }),
    )
  })

  it('prices a photo book by its page count and refuses a page count the type has not', () => {
    const quote = pricePhotobookLine(photobookLineOptions(book, 1), resolveMarket('DE'))
    expect(quote.quote.pageCount).toBe(48)
    expect(() =>
      pricePhotobookLine(
        photobookLineOptions(
          { ...book, type: 'fotoheft', cover: 'soft', binding: 'heftbindung', pageCount: 50 },
          1,
        ),
        resolveMarket('DE'),
      ),
    ).toThrow(expect.objectContaining({ options: expect.objectContaining({ status: 422 }) }))
  })

  it('quotes an order of a calendar and a photo book: one total, their VAT, shipping for two lines', () => {
    const calendarLine = calendarLineOptions(calendar(), 2)
    const bookLine = photobookLineOptions(book, 1)
    const quote = quoteOrder({
      country: 'DE',
      lines: [],
      calendarLines: [calendarLine],
      photobookLines: [bookLine],
    })
    expect(quote.calendarLines).toHaveLength(1)
    expect(quote.photobookLines).toHaveLength(1)
    expect(quote.subtotal).toBe(quote.calendarLines[0]!.total + quote.photobookLines[0]!.total)
    expect(quote.total).toBe(quote.subtotal + quote.shipping.price)
    expect(quote.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(quote.total)
  })

  it('names the line and field of a calendar the price list stopped making', () => {
    const stale = { ...calendarLineOptions(calendar(), 1), formatType: 'a6-hoch' as const }
    expect(() => quoteOrder({ country: 'DE', lines: [], calendarLines: [stale] })).toThrow(
      expect.objectContaining({ field: 'calendarLines.0.formatType' }),
    )
  })
})
