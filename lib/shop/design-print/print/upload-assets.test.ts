import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { printableSvg } from './upload-assets'

const bytesOf = (text: string) => new TextEncoder().encode(text)

describe("customers' SVGs in print files", () => {
  it('keeps plain shapes as vectors for the PDF thread', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 36"><rect width="72" height="36"/></svg>'
    expect(await printableSvg(bytesOf(svg))).toMatchObject({ kind: 'svg' })
  })

  it('rasterises anything else at 300 dpi in the render pool, not in the PDF thread', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="36"><text x="2" y="20">Logo</text></svg>'
    const asset = await printableSvg(bytesOf(svg))
    expect(asset.kind).toBe('png')
    const meta = await sharp(asset.bytes).metadata()
    // 72 × 36 pt at 300 dpi.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 150])
  })
})
