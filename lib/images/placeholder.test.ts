import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDER, PLACEHOLDER_DATA_URL } from './placeholder'
import { renderPlaceholder } from './render-teasers'

async function pixels(dataUrl: string) {
  const base64 = dataUrl.replace(/^data:image\/webp;base64,/, '')
  return sharp(Buffer.from(base64, 'base64')).raw().toBuffer({ resolveWithObject: true })
}

describe('placeholder', () => {
  it('follows the spec: 10 by 10, quality 50, blur 3, #EFEFEF', () => {
    expect(PLACEHOLDER).toEqual({ width: 10, height: 10, quality: 50, blur: 3, color: '#EFEFEF' })
    expect(PLACEHOLDER_DATA_URL).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
  })

  it('decodes to 10 by 10 pixels of #EFEFEF (within lossy rounding)', async () => {
    const { data, info } = await pixels(PLACEHOLDER_DATA_URL)
    expect([info.width, info.height]).toEqual([10, 10])
    for (const channel of data) expect(Math.abs(channel - 0xef)).toBeLessThanOrEqual(3)
  })

  it('is what sharp renders from PLACEHOLDER, pixel for pixel', async () => {
    const [constant, rendered] = await Promise.all([
      pixels(PLACEHOLDER_DATA_URL),
      pixels(await renderPlaceholder()),
    ])
    expect([...rendered.data]).toEqual([...constant.data])
  })
})
