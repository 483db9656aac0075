import { describe, expect, it } from 'vitest'
import { computeCoverage, encodeRanges, toRanges } from '@/scripts/generate-glyph-coverage'
import { GLYPH_COVERAGE } from './preflight-glyph-coverage'
import { decodeRanges, missingGlyphs } from './preflight-glyphs'
import { DESIGN_FONTS } from './fonts'

describe('glyph coverage', () => {
  it('matches the bundled font files (regenerate with scripts/generate-glyph-coverage.ts if this fails)', () => {
    const fresh = computeCoverage()
    for (const font of DESIGN_FONTS) {
      expect(GLYPH_COVERAGE[font.family], font.family).toBe(encodeRanges(fresh[font.family] ?? []))
    }
  })

  it('round-trips ranges', () => {
    const ranges = toRanges([32, 33, 34, 65, 228, 229])
    expect(ranges).toEqual([
      [32, 34],
      [65, 65],
      [228, 229],
    ])
    expect(decodeRanges(encodeRanges(ranges))).toEqual(ranges)
  })

  it('every family prints German text, quotes and the euro sign', () => {
    for (const font of DESIGN_FONTS) {
      expect(missingGlyphs('Größe „Äpfel“ – Straße 12 € ÖÜ ß\nzwei', font.family), font.family).toEqual([])
    }
  })

  it('reports characters outside the latin subset once each, in order', () => {
    expect(missingGlyphs('Привет Anna ♥ П', 'Inter')).toEqual(['П', 'р', 'и', 'в', 'е', 'т', '♥'])
    expect(missingGlyphs('日本', 'Lato')).toEqual(['日', '本'])
    expect(missingGlyphs('abc', 'No Such Font')).toEqual(['a', 'b', 'c'])
  })
})
