import jsQR from 'jsqr'
import { render } from '@/lib/render/render'

/** Pixels per point the page is drawn at: 4 (288 dpi) gives a 25 mm code about 8 pixels a module. */
const SCALE = 4

/**
 * Test helper (ADR 0097): draws one page of a print file as the proof does (PDFium in the render
 * pool) and reads the QR code on it with jsQR, as a phone would from the printed card. Null when no
 * code can be read.
 */
export async function decodeQrOnPdfPage(pdf: Uint8Array, index: number): Promise<string | null> {
  const { outputs } = await render(
    {
      input: { pdfPage: { bytes: pdf, scale: SCALE, index } },
      open: { limitInputPixels: 40_000_000 },
      outputs: [{ steps: [{ op: 'flatten', background: '#ffffff' }], encode: { format: 'raw' } }],
    },
    { timeoutMs: 60_000, client: 'qr-decode-test' },
  )
  const image = outputs[0]
  if (!image) throw new Error('The render child drew no page')
  const rgba = new Uint8ClampedArray(image.width * image.height * 4)
  for (let i = 0, j = 0; i < image.width * image.height; i++, j += image.channels) {
    rgba[i * 4] = image.data[j]!
    rgba[i * 4 + 1] = image.data[j + 1]!
    rgba[i * 4 + 2] = image.data[j + 2]!
    rgba[i * 4 + 3] = 255
  }
  return jsQR(rgba, image.width, image.height)?.data ?? null
}
