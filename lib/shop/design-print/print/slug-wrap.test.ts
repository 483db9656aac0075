import { describe, expect, it } from 'vitest'
import { parseDesignDocument } from '@/lib/shop/design-print/design/document'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { pageFrame } from './frame'
import { renderPrintPdf } from './render-print-pdf'
import { loadPdf, pageContent, pageTexts } from './testing/pdf-inspect'

/**
 * The job ticket's short form in the slug (issue 34 point 1) is longer than the smallest sheet is
 * wide: on a 40 mm round sticker it wraps at its " · " parts into lines that start inside the crop
 * marks and stay below the bleed, and reads back whole (the lines joined by spaces).
 */
const SLUG = 'KS-100001 · Pos. 1/2 · Sticker Rund 4 cm · Standardpapier matt · 80 Stk.'

function stickerDocument() {
  const input = sampleDocumentInput()
  return parseDesignDocument({
    ...input,
    format: {
      key: 'rund-40',
      trimWidthMm: 40,
      trimHeightMm: 40,
      safeMarginMm: 3,
      fold: 'none',
      orientation: 'square',
      cut: 'ellipse',
    },
    pages: [{ id: 'front', role: 'front', background: { kind: 'color', color: '#ffffff' }, layers: [] }],
  })
}

/** Each drawn text's position (pt) and size, in drawing order. */
function placements(content: string): { x: number; y: number; size: number }[] {
  return [...content.matchAll(/\/\S+\s+([\d.]+)\s+Tf[\s\S]*?([\d.]+)\s+([\d.]+)\s+Tm/g)].map((m) => ({
    size: Number(m[1]),
    x: Number(m[2]),
    y: Number(m[3]),
  }))
}

describe('print file slug on the smallest format', () => {
  it('wraps into lines between the crop marks and below the bleed, reading back whole', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: stickerDocument(), slug: SLUG }))
    const page = pdf.getPage(0)
    const lines = pageTexts(page)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.length).toBeLessThanOrEqual(3)
    expect(lines.join(' ')).toBe(SLUG)
    const frame = pageFrame(40, 40, stickerDocument().format.bleedMm)
    const drawn = placements(pageContent(page))
    expect(drawn).toHaveLength(lines.length)
    for (const at of drawn) {
      expect(at.x).toBeCloseTo(frame.trim.x + mmToPt(3), 1)
      // The top of a line (its cap height, about 0.75 of the size) stays below the bleed box.
      expect(at.y + 0.75 * at.size).toBeLessThan(frame.bleed.y)
      expect(at.y).toBeGreaterThan(0)
    }
    // Lines run top to bottom in reading order.
    expect(drawn.map((d) => d.y)).toEqual([...drawn.map((d) => d.y)].sort((a, b) => b - a))
  })

  it('keeps a slug that fits on one line at 6 pt, 2 mm up', async () => {
    const wide = parseDesignDocument({
      ...stickerDocument(),
      format: {
        ...stickerDocument().format,
        trimWidthMm: 210,
        trimHeightMm: 148,
        orientation: 'landscape',
        cut: 'rect',
      },
    })
    const page = (await loadPdf(await renderPrintPdf({ document: wide, slug: SLUG }))).getPage(0)
    expect(pageTexts(page)).toEqual([SLUG])
    const [at] = placements(pageContent(page))
    expect(at?.size).toBe(6)
    expect(at?.y).toBeCloseTo(mmToPt(2), 1)
  })
})
