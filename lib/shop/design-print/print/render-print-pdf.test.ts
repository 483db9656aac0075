import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import { cropMarkLines, pageFrame } from './frame'
import { renderPrintPdf } from './render-print-pdf'
import { boxOf, loadPdf, pageFonts, pageImageWidths, pageTexts } from './testing/pdf-inspect'
import { placeCardDocument, placeCardWithPhoto } from './testing/place-card'

const rows = [
  { Vorname: 'Jürgen', Nachname: 'Weiß', Tisch: '3' },
  { Vorname: 'Änne', Nachname: 'Groß', Tisch: '12' },
  { Vorname: 'Ludwig', Nachname: 'Schäfer', Tisch: '1' },
]
const close = (actual: number[], expected: number[]) =>
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 2))

describe('renderPrintPdf', () => {
  it('makes one set of pages per guest-list row, with trim, bleed and room for crop marks', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: placeCardDocument(), rows }))
    // Place card: tent fold, 100 × 100 flat with two 100 × 50 mm sides, printed as one flat sheet
    // per guest (imposition.ts).
    expect(pdf.getPageCount()).toBe(3)
    const page = pdf.getPage(0)
    const slug = mmToPt(3 + 1 + 5 + 1)
    close(boxOf(page, 'TrimBox'), [slug, slug, slug + mmToPt(100), slug + mmToPt(100)])
    close(boxOf(page, 'BleedBox'), [
      slug - mmToPt(3),
      slug - mmToPt(3),
      slug + mmToPt(103),
      slug + mmToPt(103),
    ])
    close(boxOf(page, 'MediaBox'), [0, 0, mmToPt(120), mmToPt(120)])
  })

  it('embeds the fonts as subsets and keeps the merged text as text', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: placeCardDocument(), rows }))
    const fonts = pageFonts(pdf.getPage(0))
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/GreatVibes/)
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/Lato-Bold/)
    expect(fonts.every((f) => f.embedded)).toBe(true)
    expect(pageTexts(pdf.getPage(0))).toEqual(['Jürgen Weiß', 'Tisch 3'])
    expect(pageTexts(pdf.getPage(1))).toEqual(['Änne Groß', 'Tisch 12'])
    expect(pageTexts(pdf.getPage(2)).join(' ')).toContain('Ludwig Schäfer')
  })

  it('prints unfilled fields visibly on a proof and blank when asked', async () => {
    const proof = await loadPdf(
      await renderPrintPdf({ document: placeCardDocument(), rows: [{ Vorname: 'Eva' }] }),
    )
    expect(pageTexts(proof.getPage(0))).toEqual(['Eva {{Nachname}}', 'Tisch {{Tisch}}'])
    const print = await loadPdf(
      await renderPrintPdf({ document: placeCardDocument(), rows: [{ Vorname: 'Eva' }], missing: 'empty' }),
    )
    expect(pageTexts(print.getPage(0))).toEqual(['Eva', 'Tisch'])
  })

  it('renders the design once without a guest list', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: placeCardDocument() }))
    expect(pdf.getPageCount()).toBe(1)
    expect(pageTexts(pdf.getPage(0))).toEqual(['{{Vorname}} {{Nachname}}', 'Tisch {{Tisch}}'])
  })

  it('places photos at the full resolution of the stored original, once for all guests', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
    const document = placeCardWithPhoto('up-1')
    let loads = 0
    const bytes = await renderPrintPdf({
      document,
      rows,
      assets: async (id) => {
        loads++
        return id === 'up-1' ? { kind: 'jpeg', bytes: new Uint8Array(photo) } : null
      },
    })
    const pdf = await loadPdf(bytes)
    expect(pageImageWidths(pdf.getPage(1))).toEqual([2400])
    expect(loads).toBe(1)
    expect(bytes.length).toBeLessThan(photo.length + 200_000)
  })

  it('refuses a font the shop does not have with a 422', async () => {
    const base = placeCardDocument()
    const document = {
      ...base,
      pages: base.pages.map((p) => ({
        ...p,
        layers: p.layers.map((l) => (l.type === 'text' ? { ...l, fontFamily: 'Comic Sans' } : l)),
      })),
    }
    await expect(renderPrintPdf({ document })).rejects.toMatchObject({ status: 422 })
  })
})

describe('crop marks', () => {
  it('lie on the trim lines and entirely outside the bleed box, inside the media box', () => {
    const frame = pageFrame(100, 50, 3)
    const lines = cropMarkLines(frame)
    expect(lines).toHaveLength(8)
    const { bleed, media, trim } = frame
    const outsideBleed = (x: number, y: number) =>
      x < bleed.x - 1e-6 ||
      x > bleed.x + bleed.width + 1e-6 ||
      y < bleed.y - 1e-6 ||
      y > bleed.y + bleed.height + 1e-6
    for (const l of lines) {
      expect(outsideBleed(l.x1, l.y1) && outsideBleed(l.x2, l.y2)).toBe(true)
      for (const [x, y] of [
        [l.x1, l.y1],
        [l.x2, l.y2],
      ] as const) {
        expect(x).toBeGreaterThanOrEqual(media.x)
        expect(y).toBeLessThanOrEqual(media.height)
      }
      const onTrimLine =
        [trim.x, trim.x + trim.width].some((x) => Math.abs(l.x1 - x) < 1e-6 && l.x1 === l.x2) ||
        [trim.y, trim.y + trim.height].some((y) => Math.abs(l.y1 - y) < 1e-6 && l.y1 === l.y2)
      expect(onTrimLine).toBe(true)
    }
  })
})
