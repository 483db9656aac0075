import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DESIGN_FONTS, designFont, fontFilePath, FONT_CATEGORIES, isDesignFont, nearestWeight } from './fonts'

describe('design fonts', () => {
  it('bundles at least 12 families across script, serif and sans', () => {
    expect(DESIGN_FONTS.length).toBeGreaterThanOrEqual(12)
    for (const category of FONT_CATEGORIES.slice(0, 3)) {
      expect(DESIGN_FONTS.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(3)
    }
  })

  it.each(DESIGN_FONTS.flatMap((font) => font.weights.map((weight) => [font.family, weight] as const)))(
    '%s %i ships as woff2 and woff',
    (family, weight) => {
      const font = designFont(family)!
      for (const format of ['woff2', 'woff'] as const) {
        for (const italic of [false, true]) {
          expect(existsSync(fontFilePath(font, { weight, italic, format }))).toBe(true)
        }
      }
    },
  )

  it('snaps to the nearest shipped weight', () => {
    const vibes = designFont('Great Vibes')!
    expect(nearestWeight(vibes, 700)).toBe(400)
    expect(nearestWeight(designFont('Lora')!, 600)).toBe(700)
    expect(isDesignFont('Comic Sans')).toBe(false)
  })
})
