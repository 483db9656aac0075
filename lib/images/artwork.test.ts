import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ARTWORK_BY_BRAND, ARTWORK_NAMES, MATERIAL_ARTWORK, teaserSvg } from './artwork/compose'
import { TEASER_FORMAT_NAMES, TEASER_FORMATS } from './formats'

describe('teaser artwork', () => {
  it('draws the spec themes of both brands', () => {
    expect(ARTWORK_BY_BRAND.card).toEqual(['wedding', 'birth', 'youth'])
    expect(ARTWORK_BY_BRAND.poster).toEqual(['poster', 'canvas', 'frames', 'calendar'])
    expect([...ARTWORK_NAMES].sort()).toEqual(
      [...ARTWORK_BY_BRAND.card, ...ARTWORK_BY_BRAND.poster, ...MATERIAL_ARTWORK].sort(),
    )
  })

  const cases = ARTWORK_NAMES.flatMap((name) => TEASER_FORMAT_NAMES.map((format) => [name, format] as const))

  it.each(cases)('%s %s renders at 1x and 2x, without text, identically each time', async (name, format) => {
    const { width, height } = TEASER_FORMATS[format]
    const svg = teaserSvg(name, format, 2)
    expect(svg).not.toMatch(/<text|<image|href=|NaN|undefined/)
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`)
    expect(teaserSvg(name, format, 2)).toBe(svg)
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([width * 2, height * 2])
  })
})
