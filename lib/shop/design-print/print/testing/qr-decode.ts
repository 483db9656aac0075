import jsQR from 'jsqr'
import { drawPdfPage } from '@/lib/render/pdf-page.mjs'

/** Pixels per point the page is drawn at: 4 (288 dpi) gives a 25 mm code about 8 pixels a module. */
const SCALE = 4

/**
 * Test helper (ADR 0097): draws one page of a print file with the proof's PDFium drawing
 * (lib/render/pdf-page.mjs; in this process, as tests may, not in a render child) and reads the QR
 * code on it with jsQR, as a phone would from the printed card. Null when no code can be read.
 * Free of the shop's message files, so browser tests (Playwright) can import it too.
 */
export async function decodeQrOnPdfPage(pdf: Uint8Array, index: number): Promise<string | null> {
  const page = await drawPdfPage(pdf, SCALE, index)
  const pixels = page.width * page.height
  const rgba = new Uint8ClampedArray(pixels * 4)
  for (let i = 0; i < pixels; i++) {
    rgba[i * 4] = page.data[i * 3]!
    rgba[i * 4 + 1] = page.data[i * 3 + 1]!
    rgba[i * 4 + 2] = page.data[i * 3 + 2]!
    rgba[i * 4 + 3] = 255
  }
  return jsQR(rgba, page.width, page.height)?.data ?? null
}
