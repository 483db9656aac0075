import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { designFont, fontFilePath } from '@/lib/shop/design-print/design/fonts'
import { fontFaceCss, fontFaceForFile, fontFaces } from './font-faces'

describe('design font faces', () => {
  it('lists every shipped face with an existing woff2 file', () => {
    const faces = fontFaces()
    expect(faces.length).toBeGreaterThanOrEqual(40)
    for (const face of faces) {
      const font = designFont(face.family)
      if (!font) throw new Error(face.family)
      expect(existsSync(fontFilePath(font, { ...face, format: 'woff2' })), face.file).toBe(true)
    }
  })

  it('writes one @font-face per face and serves only listed files', () => {
    expect(fontFaceCss()).toContain(
      'font-family:"Great Vibes";src:url(/fonts/design/great-vibes-latin-400-normal.woff2)',
    )
    expect(fontFaceForFile('lora-latin-700-italic.woff2')).toMatchObject({
      family: 'Lora',
      weight: 700,
      italic: true,
    })
    expect(fontFaceForFile('../../package.json')).toBeUndefined()
    expect(fontFaceForFile('lora-latin-700-italic.woff')).toBeUndefined()
  })
})
