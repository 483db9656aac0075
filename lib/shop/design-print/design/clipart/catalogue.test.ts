import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { catalogueIdSchema } from '../layer-base'
import { HEX_COLOR } from '../colors'
import { CLIPART_OCCASIONS, getMotif, MOTIFS, motifColor, motifsFor, motifSvg } from './catalogue'

/** Only the commands the builders emit, so every renderer (Konva, SVG, pdf-lib) can draw them. */
const PATH = /^(?:[MLQCAZ](?:-?\d+(?:\.\d+)?[ ]?)*)+$/

describe('clip-art catalogue', () => {
  it('has at least 60 motifs with unique, valid ids', () => {
    expect(MOTIFS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(MOTIFS.map((m) => m.id)).size).toBe(MOTIFS.length)
    for (const motif of MOTIFS) expect(catalogueIdSchema.safeParse(motif.id).success, motif.id).toBe(true)
  })

  it('covers every occasion with several motifs', () => {
    for (const occasion of CLIPART_OCCASIONS)
      expect(motifsFor(occasion).length, occasion).toBeGreaterThanOrEqual(3)
  })

  it('draws each part with plain path data and a colour slot that has a default', () => {
    for (const motif of MOTIFS) {
      expect(motif.name.de && motif.name.en, motif.id).toBeTruthy()
      motif.colors.forEach((c) => expect(c, motif.id).toMatch(HEX_COLOR))
      for (const part of motif.parts) {
        expect(part.d.replace(/,/g, ' '), motif.id).toMatch(PATH)
        expect(part.slot, motif.id).toBeLessThan(motif.colors.length)
      }
    }
  })

  it('recolours by slot and falls back to the defaults', () => {
    const motif = getMotif('two-hearts')
    if (!motif) throw new Error('two-hearts missing')
    expect(motifColor(motif, ['#000000'], 0)).toBe('#000000')
    expect(motifColor(motif, ['#000000'], 1)).toBe('#e8a0a8')
    expect(motifSvg(motif, ['#123456'])).toContain('fill="#123456"')
    expect(getMotif('no-such-motif')).toBeUndefined()
  })

  it('renders every motif to pixels, inside its box and not blank', async () => {
    for (const motif of MOTIFS) {
      const { data, info } = await sharp(Buffer.from(motifSvg(motif)))
        .resize(40, 40)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      let painted = 0
      for (let i = 3; i < data.length; i += info.channels) if ((data[i] ?? 0) > 0) painted++
      expect(painted, motif.id).toBeGreaterThan(40)
    }
  })
})
