import { describe, expect, it } from 'vitest'
import { effectiveDpi } from './preflight-photos'
import { hasBlockingIssues, preflight, type PreflightIssue } from './preflight'
import { createDocument, page, photoSlot, textLayer, type LayerDraft } from './templates'

/** A6 postcard: 148 × 105 mm, 5 mm safe margin. */
const docWith = (...layers: LayerDraft[]) =>
  createDocument({ id: 'pf', format: 'a6-postcard', pages: [page('front', { layers }), page('back')] })
const codes = (issues: PreflightIssue[]) => issues.map((i) => i.code)
const text = (content: string, extra: Partial<Parameters<typeof textLayer>[0]> = {}) =>
  textLayer({ content, x: 10, y: 10, width: 100, height: 20, fontSizePt: 12, ...extra })

describe('preflight', () => {
  it('finds nothing in a clean text inside the safe area', () => {
    expect(preflight(docWith(text('Hallo Anna')))).toEqual([])
  })

  it('reports text outside the safe area, also when rotation pushes it out', () => {
    expect(codes(preflight(docWith(text('Hallo', { x: 2 }))))).toEqual(['text-outside-safe-area'])
    const rotated = text('Hallo', { x: 20, y: 40, width: 100, height: 10, rotation: 90 })
    expect(codes(preflight(docWith(rotated)))).toEqual(['text-outside-safe-area'])
  })

  it('reports text that does not fit its box, unless auto-shrink makes it fit', () => {
    const long = 'Wir freuen uns sehr, mit euch zu feiern. '.repeat(6)
    const issues = preflight(docWith(text(long, { height: 8 })))
    expect(codes(issues)).toEqual(['text-overflow'])
    expect(hasBlockingIssues(issues)).toBe(true)
    expect(codes(preflight(docWith(text('Kurz und gut', { height: 8, autoShrink: true }))))).toEqual([])
  })

  it('names the characters the font cannot print', () => {
    const [issue] = preflight(docWith(text('Anna ♥ Ben 😀', { fontFamily: 'Great Vibes' })))
    expect(issue).toMatchObject({
      code: 'missing-glyphs',
      layerId: 'front-text-1',
      detail: { chars: ['♥', '😀'] },
    })
  })

  it('reports empty photo slots, empty texts and fields without a guest list', () => {
    const doc = docWith(
      photoSlot({ x: 10, y: 10, width: 40, height: 40 }),
      text('  '),
      text('Liebe {{Vorname}}', { y: 60 }),
    )
    const issues = preflight(doc)
    expect(codes(issues)).toEqual(['empty-photo', 'empty-text', 'unfilled-field'])
    expect(issues[2]?.detail).toEqual({ fields: ['Vorname'] })
    expect(codes(preflight(doc, { hasGuestList: true }))).toEqual(['empty-photo', 'empty-text'])
  })

  it('judges photo resolution at print size, crop included, only for known pixel sizes', () => {
    // 1 inch wide box (25.4 mm): 300 px across the full image is 300 dpi, half of it cropped 150.
    expect(
      effectiveDpi({ widthPx: 300, heightPx: 300 }, { width: 1, height: 1 }, { width: 25.4, height: 25.4 }),
    ).toBeCloseTo(300)
    expect(
      effectiveDpi({ widthPx: 300, heightPx: 300 }, { width: 0.5, height: 1 }, { width: 25.4, height: 25.4 }),
    ).toBeCloseTo(150)
    const doc = docWith(photoSlot({ assetId: 'upload-1', x: 10, y: 10, width: 127, height: 85 }))
    expect(preflight(doc)).toEqual([])
    const small = preflight(doc, { assets: { 'upload-1': { widthPx: 600, heightPx: 400 } } })
    expect(small).toEqual([
      {
        code: 'low-resolution',
        severity: 'warning',
        pageId: 'front',
        layerId: 'front-photo-1',
        detail: { dpi: 119 },
      },
    ])
    expect(preflight(doc, { assets: { 'upload-1': { widthPx: 1500, heightPx: 1000 } } })).toEqual([])
  })

  it('skips hidden layers', () => {
    expect(preflight(docWith(text('Hallo', { x: 0, hidden: true })))).toEqual([])
  })
})
