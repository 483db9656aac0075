import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  calendarSpecSchema,
  newCalendarDocument,
  type CalendarTemplate,
} from '@/lib/shop/design-print/design/calendar'
import type { DesignDocument, Layer } from '@/lib/shop/design-print/design/document'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import type { AssetResolver } from './assets'
import { renderPrintPdf } from './render-print-pdf'
import { boxOf, loadPdf, pageContent, pageFonts, pageImageWidths, pageTexts } from './testing/pdf-inspect'
import { placeCardDocument } from './testing/place-card'

/**
 * Print files of calendars and photo books read back (issue 28 point 6, ADR 0071): page count, boxes,
 * fonts embedded, the grid as vectors and text (no picture), the spine width for two page counts,
 * the inner block as single numbered pages.
 */

const SLUG_MM = 3 + 1 + 5 + 1
const close = (actual: number[], expected: number[]) =>
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 2))

let jpeg: Uint8Array
const assets: AssetResolver = async (id) => (id.startsWith('up-') ? { kind: 'jpeg', bytes: jpeg } : null)
beforeAll(async () => {
  jpeg = new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7a9c' } })
      .jpeg()
      .toBuffer(),
  )
})

/** Every photo slot of the document filled with an upload of its own id. */
function withPhotos(doc: DesignDocument): DesignDocument {
  return {
    ...doc,
    pages: doc.pages.map((page) => ({
      ...page,
      layers: page.layers.map((layer): Layer =>
        layer.type === 'photo' ? { ...layer, assetId: `up-${layer.id}` } : layer,
      ),
    })),
  }
}

const template: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}

describe('calendar print file', () => {
  const calendar = () =>
    withPhotos(
      newCalendarDocument(
        calendarSpecSchema.parse(wallCalendar({ events: [{ month: 3, day: 14, label: 'Omas Geburtstag' }] })),
        template,
        'cal-print',
      ),
    )

  it('has cover, twelve months and the back, each A4 landscape with 3 mm bleed and crop marks', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: calendar(), assets }))
    expect(pdf.getPageCount()).toBe(14)
    for (const index of [0, 1, 13]) {
      const page = pdf.getPage(index)
      const slug = mmToPt(SLUG_MM)
      close(boxOf(page, 'TrimBox'), [slug, slug, slug + mmToPt(297), slug + mmToPt(210)])
      close(boxOf(page, 'BleedBox'), [
        slug - mmToPt(3),
        slug - mmToPt(3),
        slug + mmToPt(300),
        slug + mmToPt(213),
      ])
    }
  })

  it('draws each month grid as text in embedded fonts and lines, the photo as the only image', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: calendar(), assets }))
    const january = pdf.getPage(1)
    expect(pageImageWidths(january)).toEqual([1200])
    const fonts = pageFonts(january)
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/Lato/)
    expect(fonts.every((f) => f.embedded)).toBe(true)
    const texts = pageTexts(january)
    for (const day of ['1', '15', '31']) expect(texts).toContain(day)
    expect(texts.join(' ')).toMatch(/Neujahr/)
    // Grid lines are stroked paths: a vector grid, not a picture of one.
    expect(pageContent(january)).toMatch(/ l\s+S/)
    // February 2027 has 28 days; March carries the date entered once.
    expect(pageTexts(pdf.getPage(2))).not.toContain('29')
    expect(pageTexts(pdf.getPage(3)).join(' ')).toMatch(/Omas Geburtstag/)
  })
})

describe('photo book print files', () => {
  const book = (pageCount: number) =>
    withPhotos(newPhotobookDocument(digitalBook({ pageCount }), bookTemplate, `book-${pageCount}`))
  const slug = 'MP-1001 · Pos. 1 · Fotobuch'

  it('prints the cover as one sheet whose width grows by exactly the spine difference', async () => {
    const [small, large] = await Promise.all(
      [24, 48].map(async (pages) =>
        loadPdf(await renderPrintPdf({ document: book(pages), assets, part: 'cover', slug })),
      ),
    )
    expect(small!.getPageCount()).toBe(1)
    expect(large!.getPageCount()).toBe(1)
    // Hard cover, standard paper: 5.5 mm spine at 24 pages, 7.0 mm at 48 (photobookLayout).
    const width = (pdf: typeof small) => {
      const [x1, , x2] = boxOf(pdf!.getPage(0), 'TrimBox')
      return x2! - x1!
    }
    expect(width(large) - width(small)).toBeCloseTo(mmToPt(1.5), 3)
    // 2·15 wrap + 2·(297 + 3) boards + 2·8 hinges + 5.5 spine.
    expect(width(small)).toBeCloseTo(mmToPt(30 + 600 + 16 + 5.5), 2)
    expect(pageTexts(small!.getPage(0))).toContain(`${slug} · Umschlag · Rücken 5,5 mm`)
    // Fold marks are dashed; crop marks are not.
    const content = pageContent(small!.getPage(0))
    expect(content).toMatch(/\[2 1\.5\] 0 d/)
    // The slug (drawn last) starts past the fold mark of the wrap 15 mm in, instead of crossing it.
    const slugX = /1 0 0 1 ([\d.]+) [\d.]+ Tm\s*<[0-9A-Fa-f]+> Tj\s*T\*\s*ET\s*Q\s*$/.exec(content)?.[1]
    expect(Number(slugX)).toBeGreaterThan(mmToPt(SLUG_MM + 15))
  })

  it('prints the inner block as single pages, one per printed page, numbered in the slug', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: book(24), assets, part: 'inner', slug }))
    expect(pdf.getPageCount()).toBe(24)
    const s = mmToPt(SLUG_MM)
    close(boxOf(pdf.getPage(0), 'TrimBox'), [s, s, s + mmToPt(297), s + mmToPt(210)])
    close(boxOf(pdf.getPage(23), 'BleedBox'), [
      s - mmToPt(3),
      s - mmToPt(3),
      s + mmToPt(300),
      s + mmToPt(213),
    ])
    expect(pageTexts(pdf.getPage(2))).toContain(`${slug} · S. 3`)
    expect(pageTexts(pdf.getPage(23))).toContain(`${slug} · S. 24`)
    expect(pageContent(pdf.getPage(2))).not.toMatch(/\[2 1\.5\] 0 d/)
    for (let i = 0; i < 24; i++) expect(pageFonts(pdf.getPage(i)).every((f) => f.embedded)).toBe(true)
  })

  it('prints a photo across the gutter on both pages of its spread and nowhere else', async () => {
    const base = newPhotobookDocument(digitalBook({ pageCount: 24 }), bookTemplate, 'book-pano')
    const panorama: Layer = {
      id: 'pano',
      name: 'Panorama',
      type: 'photo',
      x: 100,
      y: 20,
      width: 400,
      height: 150,
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      placeholderLabel: 'Ihr Foto',
      shape: 'rect',
      assetId: 'up-pano',
    }
    const document: DesignDocument = {
      ...base,
      pages: base.pages.map((page) =>
        page.id === 'spread-1' ? { ...page, layers: [panorama] } : { ...page, layers: [] },
      ),
    }
    const pdf = await loadPdf(await renderPrintPdf({ document, assets, part: 'inner' }))
    expect(pageImageWidths(pdf.getPage(0))).toEqual([1200])
    expect(pageImageWidths(pdf.getPage(1))).toEqual([1200])
    expect(pageImageWidths(pdf.getPage(2))).toEqual([])
  })

  it('puts the whole book in one file for the proof, cover first', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: book(24), assets }))
    expect(pdf.getPageCount()).toBe(25)
  })

  it('refuses a book part of a design that is not a photo book', async () => {
    await expect(renderPrintPdf({ document: placeCardDocument(), part: 'cover' })).rejects.toThrow(
      /photo book/,
    )
  })
})
