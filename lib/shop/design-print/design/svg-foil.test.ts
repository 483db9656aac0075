import { describe, expect, it } from 'vitest'
import { REFINEMENT_INKS } from '@/lib/config/refinement-inks'
import { renderPageSvg } from './render-svg'
import { createDocument, frame, page, textLayer } from './templates'

function card() {
  return createDocument({
    id: 'svg-foil',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          textLayer({
            content: 'Wir heiraten',
            x: 10,
            y: 10,
            width: 100,
            height: 20,
            color: '#222222',
            foil: true,
          }),
          frame({ frameId: 'thin', x: 5, y: 5, width: 138, height: 95, color: '#333333', foil: true }),
          textLayer({ content: 'Kleingedrucktes', x: 10, y: 60, width: 100, height: 10, color: '#444444' }),
        ],
      }),
      page('back'),
    ],
  })
}

describe('previews show refined layers with the foil’s sheen (ADR 0082)', () => {
  it('paints refined text and frames with the refinement’s gradient, the rest in its colours', () => {
    const svg = renderPageSvg(card(), 'front', { includeBleed: true, refinement: 'rosegold' })
    const [dark, light] = REFINEMENT_INKS.rosegold.preview
    expect(svg).toMatch(/<linearGradient id="p-front-foil"/)
    expect(svg).toContain(`stop-color="${dark}"`)
    expect(svg).toContain(`stop-color="${light}"`)
    expect(svg).toMatch(/fill="url\(#p-front-foil\)"><tspan[^>]*>Wir heiraten/)
    expect(svg).toMatch(/<rect[^>]*stroke="url\(#p-front-foil\)"/)
    expect(svg).toMatch(/fill="#444444"><tspan[^>]*>Kleingedrucktes/)
  })

  it.each([undefined, 'none'])('refinement %s: every layer in its own colours', (refinement) => {
    const svg = renderPageSvg(card(), 'front', { includeBleed: true, refinement })
    expect(svg).not.toContain('linearGradient')
    expect(svg).toMatch(/fill="#222222"><tspan[^>]*>Wir heiraten/)
  })
})
