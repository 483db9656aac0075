import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPageSvg } from '../render-svg'
import { clipart, createDocument, page } from '../templates'
import { BUILTIN_MOTIF_IDS, builtinMotif, motifSvg } from './registry'

describe('built-in motifs', () => {
  it.each(BUILTIN_MOTIF_IDS)('%s draws a standalone SVG that sharp can rasterise', async (id) => {
    const svg = motifSvg(id, ['#aa3355', '#ddaa33', '#337755'])
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    const { width, height } = await sharp(Buffer.from(svg ?? '')).metadata()
    expect([width, height]).toEqual([100, 100])
  })

  it('knows only its own ids', () => {
    expect(builtinMotif('toString')).toBeUndefined()
    expect(motifSvg('no-such-motif', [])).toBeUndefined()
  })

  it('are drawn inline by the page renderer in the palette colours', () => {
    const doc = createDocument({
      id: 'motif',
      format: 'a6-postcard',
      palette: { accent: '#123456' },
      pages: [
        page('front', {
          layers: [
            clipart({ motifId: 'heart', colors: ['palette:accent'], x: 10, y: 10, width: 30, height: 30 }),
          ],
        }),
      ],
    })
    const svg = renderPageSvg(doc, 'front', { includeBleed: false })
    expect(svg).toContain('viewBox="0 0 100 100"')
    expect(svg).toContain('fill="#123456"')
    expect(svg).not.toContain('Motiv heart')
  })
})
