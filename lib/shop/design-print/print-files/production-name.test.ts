import { describe, expect, it } from 'vitest'
import { calendarSpecSchema } from '@/lib/shop/design-print/design/calendar-spec'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { printSlug } from '@/lib/backoffice/job-ticket/slug'
import { productionName } from './render-line'

describe('production name on a print file (ADR 0066: the product stays metric)', () => {
  const canvas = {
    material: 'leinwand',
    widthMm: 600,
    heightMm: 900,
    frame: null,
    canvas: { edge: 'mirror', depthMm: 20 },
  } as const

  it('names a US wall-art line in German centimetres, not the inches of its order line', () => {
    const name = productionName({ wallArt: canvas }, 'Canvas 23.6 × 35.4 in, 0.8 in, mirrored edge')
    expect(
      printSlug({ orderNumber: 'MP-1234', position: 2, lineCount: 3, slugParts: [name, '1 Stk.'] }),
    ).toBe('MP-1234 · Pos. 2/3 · Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante · 1 Stk.')
  })

  it('keeps the order name of a card line', () => {
    expect(productionName({}, 'Sommerfest – Klappkarte')).toBe('Sommerfest – Klappkarte')
  })

  it('names a calendar and a photo book from their spec in German, also when ordered in the US shop', () => {
    const calendar = calendarSpecSchema.parse(
      wallCalendar({ locale: 'en-US', holidays: { country: 'US', region: null } }),
    )
    const name = productionName({ calendar }, 'Wall calendar 11.7 × 8.3 in, 2027, wire binding')
    expect(name).toMatch(/^Wandkalender/)
    expect(name).not.toMatch(/ in\b/)
    expect(productionName({ photobook: digitalBook({ pageCount: 48 }) }, 'Photo book, 48 pages')).toMatch(
      /Fotobuch.*48 Seiten/,
    )
  })
})
