import { describe, expect, it } from 'vitest'
import { renderPageSvg } from '../render-svg'
import { createDocument, page, textLayer } from '../templates'
import { layoutText } from '../text-layout'
import { outlineText } from './outline-text'

const doc = (fontFamily: string) =>
  createDocument({
    id: 'outline',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          textLayer({
            content: 'Anna & Paul – Grüße',
            fontFamily,
            fontSizePt: 20,
            x: 10,
            y: 10,
            width: 128,
            height: 20,
            align: 'center',
          }),
        ],
      }),
    ],
  })

describe('outlineText', () => {
  it('draws text as paths in the real font instead of <text>', () => {
    const svg = renderPageSvg(doc('Great Vibes'), 'front', { includeBleed: false, text: outlineText })
    expect(svg).not.toContain('<text')
    expect(svg).toMatch(/<path d="M[0-9.]+ [0-9.]+/)
  })

  it('gives different outlines for different fonts', () => {
    const a = renderPageSvg(doc('Great Vibes'), 'front', { includeBleed: false, text: outlineText })
    const b = renderPageSvg(doc('Montserrat'), 'front', { includeBleed: false, text: outlineText })
    expect(a).not.toBe(b)
  })

  it('keeps the estimate as the default measure of layoutText', () => {
    const layer = {
      width: 20,
      height: 50,
      fontSizePt: 12,
      fontWeight: 400,
      lineHeight: 1.2,
      letterSpacingEm: 0,
    }
    const estimated = layoutText('eins zwei drei vier', layer)
    const narrow = layoutText('eins zwei drei vier', layer, (text, size) => text.length * size * 0.1)
    expect(estimated.lines.length).toBeGreaterThan(narrow.lines.length)
  })
})
