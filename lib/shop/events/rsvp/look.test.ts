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
    expect(look.motifRatio).toBeGreaterThan(0)
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
