import { describe, expect, it } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { DEFAULT_LOOK, lookOfDocument, readableInk } from './look'

describe('event page look', () => {
  it("takes the front page's largest text face, its ink and the paper colour", () => {
    const look = lookOfDocument(sampleDocumentInput())
    expect(look.heading).toEqual({
      family: 'Playfair Display',
      weight: 700,
      italic: false,
      file: 'playfair-display-latin-700-normal.woff2',
    })
    expect(look).toMatchObject({ ink: '#b0305a', paper: '#fffaf0', motif: true, body: null })
    // An A6 card folded to 148 × 105 mm: the page reserves that shape, not a portrait guess.
    expect(look.motifRatio).toBeCloseTo(105 / 148, 3)
  })

  it('falls back to the default look for a document that does not read', () => {
    expect(lookOfDocument({ schemaVersion: 99 })).toEqual(DEFAULT_LOOK)
    expect(lookOfDocument(null)).toEqual(DEFAULT_LOOK)
  })

  it('keeps text readable: light ink on light paper becomes the default ink', () => {
    expect(readableInk({ ...DEFAULT_LOOK, ink: '#fafafa', paper: '#ffffff' })).toBe(DEFAULT_LOOK.ink)
    expect(readableInk({ ...DEFAULT_LOOK, ink: '#b0305a', paper: '#fffaf0' })).toBe('#b0305a')
  })
})
