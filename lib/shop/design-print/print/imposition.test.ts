import { describe, expect, it } from 'vitest'
import { drawPdfPage } from '@/lib/render/pdf-page.mjs'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import { STANDARD_FORMATS, type StandardFormatKey } from '@/lib/shop/design-print/design/formats'
import type { PageRole } from '@/lib/shop/design-print/design/page'
import { createDocument, page, shape } from '@/lib/shop/design-print/design/templates'
import { foldMarkLines, pageFrame } from './frame'
import { imposeCard } from './imposition'
import { renderPrintPdf } from './render-print-pdf'
import { boxOf, loadPdf, pageContent } from './testing/pdf-inspect'

const SLUG_MM = 3 + 1 + 5 + 1
const close = (actual: number[], expected: number[]) =>
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 1))

/** A card of this format with every page its fold has, each a flat colour and a 10 mm bar at its top. */
function cardOf(key: StandardFormatKey, colours: Partial<Record<PageRole, string>> = {}) {
  const format = STANDARD_FORMATS[key]
  return createDocument({
    id: `impose-${key}`,
    format: key,
    pages: format.roles.map((role) =>
      page(role, {
        background: { kind: 'color', color: colours[role] ?? '#ffffff' },
        layers: [shape({ shape: 'rect', x: 0, y: 0, width: 20, height: 10, fill: '#000000' })],
      }),
    ),
  })
}

/** The line segments a page's content stream strokes, as [x1, y1, x2, y2] in pt. */
function strokedSegments(content: string): number[][] {
  const segments: number[][] = []
  for (const m of content.matchAll(/([\d.]+) ([\d.]+) m\n([\d.]+) ([\d.]+) l\nS/g)) {
    segments.push([m[1], m[2], m[3], m[4]].map(Number))
  }
  return segments
}

describe('imposeCard: folded cards on their flat sheets', () => {
  it.each([
    ['a6-folded', 'horizontal', 2, [148, 210], [], [105]],
    ['a5-folded', 'horizontal', 2, [210, 296], [], [148]],
    ['a6-folded-portrait', 'vertical', 2, [210, 148], [105], []],
    ['a5-folded-portrait', 'vertical', 2, [296, 210], [148], []],
    ['square-145-folded', 'vertical', 2, [290, 145], [145], []],
    ['din-long-folded', 'vertical', 2, [198, 210], [99], []],
    ['place-card', 'tent', 1, [100, 100], [], [50]],
    ['table-card', 'tent', 1, [210, 198], [], [99]],
    ['a6-postcard', 'none', 2, [148, 105], [], []],
    ['a5', 'none', 2, [210, 148], [], []],
    ['sticker-round-40', 'none', 1, [40, 40], [], []],
  ] as const)('%s (%s): %i sheets of %j mm, folds x %j y %j', (key, fold, count, size, xs, ys) => {
    expect(STANDARD_FORMATS[key].fold).toBe(fold)
    const sheets = imposeCard(cardOf(key))
    expect(sheets).toHaveLength(count)
    for (const sheet of sheets) {
      expect([sheet.sizeMm.width, sheet.sizeMm.height]).toEqual(size)
      expect(sheet.foldLinesX).toEqual(xs)
      expect(sheet.foldLinesY).toEqual(ys)
    }
  })

  it('places a top fold: back upside down above the front outside, inside top above inside bottom', () => {
    const [outside, inside] = imposeCard(cardOf('a6-folded'))
    const where = (sheet: typeof outside) =>
      Object.fromEntries(sheet!.panels.map((p) => [p.page.role, [p.xMm, p.yMm, p.upsideDown]]))
    expect(outside?.slugSuffix).toBe(' · Außen')
    expect(where(outside)).toEqual({ front: [0, 105, false], back: [0, 0, true] })
    expect(inside?.slugSuffix).toBe(' · Innen')
    expect(where(inside)).toEqual({ 'inside-top': [0, 0, false], 'inside-bottom': [0, 105, false] })
  })

  it('places a side fold: back left and front right, both upright', () => {
    const [outside, inside] = imposeCard(cardOf('a6-folded-portrait'))
    const where = (sheet: typeof outside) =>
      Object.fromEntries(sheet!.panels.map((p) => [p.page.role, [p.xMm, p.yMm, p.upsideDown]]))
    expect(where(outside)).toEqual({ front: [105, 0, false], back: [0, 0, false] })
    expect(where(inside)).toEqual({ 'inside-left': [0, 0, false], 'inside-right': [105, 0, false] })
  })

  it('prints an envelope, which has a size of its own, as a sheet of its own after the card', () => {
    const card = cardOf('a6-folded')
    const envelope = {
      ...card.pages[0]!,
      id: 'env',
      role: 'envelope' as const,
      sizeMm: { width: 162, height: 114 },
    }
    const sheets = imposeCard({ ...card, pages: [...card.pages, envelope] })
    expect(sheets.map((s) => [s.sizeMm.width, s.sizeMm.height, s.panels.length])).toEqual([
      [148, 210, 2],
      [148, 210, 2],
      [162, 114, 1],
    ])
  })
})

describe('print file of a folded card', () => {
  it.each([
    ['a6-folded', 2, [148, 210], [], [105]],
    ['a6-folded-portrait', 2, [210, 148], [105], []],
    ['place-card', 1, [100, 100], [], [50]],
    ['a6-postcard', 2, [148, 105], [], []],
  ] as const)(
    '%s: %i pages, boxes of the flat sheet, fold marks in the slug',
    async (key, pages, size, xs, ys) => {
      const pdf = await loadPdf(await renderPrintPdf({ document: cardOf(key), rows: [{}, {}] }))
      // One outside and one inside sheet per guest (a tent card has no inside).
      expect(pdf.getPageCount()).toBe(2 * pages)
      const [w, h] = size
      const slug = mmToPt(SLUG_MM)
      for (const pdfPage of pdf.getPages()) {
        close(boxOf(pdfPage, 'TrimBox'), [slug, slug, slug + mmToPt(w), slug + mmToPt(h)])
        close(boxOf(pdfPage, 'BleedBox'), [
          slug - mmToPt(3),
          slug - mmToPt(3),
          slug + mmToPt(w + 3),
          slug + mmToPt(h + 3),
        ])
        close(boxOf(pdfPage, 'MediaBox'), [0, 0, mmToPt(w + 2 * SLUG_MM), mmToPt(h + 2 * SLUG_MM)])
        const drawn = strokedSegments(pageContent(pdfPage))
        const marks = foldMarkLines(pageFrame(w, h, 3), xs, ys)
        expect(marks).toHaveLength(2 * (xs.length + ys.length))
        for (const mark of marks) {
          expect(
            drawn.some((d) =>
              d.every((v, i) => Math.abs(v - [mark.x1, mark.y1, mark.x2, mark.y2][i]!) < 0.01),
            ),
          ).toBe(true)
          // Outside the BleedBox, inside the MediaBox.
          const bleed = boxOf(pdfPage, 'BleedBox')
          const outside = (x: number, y: number) =>
            x < bleed[0]! || x > bleed[2]! || y < bleed[1]! || y > bleed[3]!
          expect(outside(mark.x1, mark.y1) && outside(mark.x2, mark.y2)).toBe(true)
        }
        // Crop marks and fold marks only: a flat card has the eight crop marks and no fold mark.
        expect(drawn).toHaveLength(8 + marks.length)
      }
    },
  )

  it('turns the back of a top fold upside down and keeps each panel’s bleed off its neighbour', async () => {
    const document = cardOf('a6-folded', { front: '#ff0000', back: '#00ff00' })
    const bytes = await renderPrintPdf({ document })
    const scale = 2
    const { data, width } = await drawPdfPage(bytes, scale, 0)
    // The colour at a point given in mm from the sheet's trim top-left (y down).
    const at = (xMm: number, yMm: number) => {
      const px = Math.round(mmToPt(SLUG_MM + xMm) * scale)
      const py = Math.round(mmToPt(SLUG_MM + yMm) * scale)
      const i = (py * width + px) * 3
      return [data[i]!, data[i + 1]!, data[i + 2]!].map((v) => (v > 200 ? 1 : v < 60 ? 0 : 0.5)).join('')
    }
    // The front sits below the fold, upright: its black bar at the top-left of its panel.
    expect(at(5, 105 + 5)).toBe('000')
    expect(at(5, 105 + 20)).toBe('100')
    // The back sits above the fold, upside down: its bar lands at the right end, next to the fold.
    expect(at(148 - 5, 105 - 5)).toBe('000')
    expect(at(5, 105 - 5)).toBe('010')
    expect(at(148 - 5, 5)).toBe('010')
    // The fold: each side's colour runs to it and stops there; the bleed is only round the sheet.
    expect(at(74, 104.5)).toBe('010')
    expect(at(74, 105.5)).toBe('100')
    expect(at(74, -2)).toBe('010')
    expect(at(74, 212)).toBe('100')
  })
})
