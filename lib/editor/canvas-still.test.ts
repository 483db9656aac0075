import { describe, expect, it } from 'vitest'
import { parseDesignDocument } from '@/lib/shop/design-print/design/document'
import { bleedBox } from '@/lib/shop/design-print/design/geometry'
import { wallCalendarDocument } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { canvasStill, svgDataUrl } from './canvas-still'

describe('canvasStill', () => {
  const doc = parseDesignDocument(sampleDocumentInput())
  const still = canvasStill(doc)

  it('draws the first page, the one the editor opens on', () => {
    expect(still?.pageId).toBe(doc.pages[0]?.id)
  })

  it('has the aspect of the bleed box, so it sits where the canvas draws the page', () => {
    const page = doc.pages[0]
    if (!still || !page) throw new Error('no still')
    const bleed = bleedBox(doc.format, page)
    expect(still.width / still.height).toBeCloseTo(bleed.width / bleed.height, 2)
  })

  it('is a self-contained SVG with text as outlines (an SVG image cannot load web fonts)', () => {
    const svg = decodeURIComponent(still?.src.replace('data:image/svg+xml,', '') ?? '')
    expect(svg).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>$/)
    expect(svg).not.toContain('Wir heiraten')
  })

  it('shows refined text outlines in the foil’s sheen when the card has a refinement (ADR 0082)', () => {
    const input = sampleDocumentInput()
    const [front, ...rest] = input.pages
    const layers = front!.layers.map((layer) => (layer.type === 'text' ? { ...layer, foil: true } : layer))
    const foiled = parseDesignDocument({ ...input, pages: [{ ...front!, layers }, ...rest] })
    const svgOf = (refinement?: string) =>
      decodeURIComponent(canvasStill(foiled, { refinement })?.src.replace('data:image/svg+xml,', '') ?? '')
    expect(svgOf('gold')).toMatch(/<path d="[^"]+" fill="url\(#p-[\w-]+-foil\)"/)
    expect(svgOf()).not.toContain('-foil')
  })
})

describe('svgDataUrl', () => {
  it('encodes only what a data: URL needs', () => {
    expect(svgDataUrl('<svg a="1 2">#%</svg>')).toBe(
      'data:image/svg+xml,%3Csvg a=%221 2%22%3E%23%25%3C/svg%3E',
    )
  })
})

describe('canvasStill of a US calendar', () => {
  const doc = wallCalendarDocument({ locale: 'en-US', holidays: { country: 'US', region: null } }, 'cal-us')
  const svgOf = (still: ReturnType<typeof canvasStill>) =>
    decodeURIComponent(still?.src.replace('data:image/svg+xml,', '') ?? '')

  it('names the cover’s empty photo slot in the shop’s language, not the design’s German', () => {
    const svg = svgOf(canvasStill(doc, { photoLabel: 'Your photo' }))
    expect(svg).toContain('Your photo')
    expect(svg).not.toContain('Ihr Foto')
  })

  it('keeps the slot’s own label when no shop label is given', () => {
    expect(svgOf(canvasStill(doc))).toContain('Ihr Foto')
  })
})
