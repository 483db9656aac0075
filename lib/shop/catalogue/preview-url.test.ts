import { describe, expect, it } from 'vitest'
import { designPreviewSrcSet, designPreviewUrl, isPreviewWidth, PREVIEW_WIDTHS } from './preview-url'

describe('design preview URLs', () => {
  const design = { id: 10000, previewKey: 'abc123' }

  it('puts the id, width and version into the URL', () => {
    expect(designPreviewUrl(design, 360)).toBe('/design-previews/10000/360.webp?v=abc123')
    expect(designPreviewUrl({ id: 7, previewKey: null }, 240)).toBe('/design-previews/7/240.webp')
  })

  it('lists every allowed width in the srcset, or the ones asked for', () => {
    expect(designPreviewSrcSet(design).split(', ')).toHaveLength(PREVIEW_WIDTHS.length)
    expect(designPreviewSrcSet(design, [240, 480])).toBe(
      '/design-previews/10000/240.webp?v=abc123 240w, /design-previews/10000/480.webp?v=abc123 480w',
    )
  })

  it('allows only the listed widths', () => {
    expect(PREVIEW_WIDTHS.every(isPreviewWidth)).toBe(true)
    expect(isPreviewWidth(250)).toBe(false)
  })
})
