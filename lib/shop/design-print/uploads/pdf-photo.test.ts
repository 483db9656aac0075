import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { UPLOAD_LIMITS as L } from './limits'
import { pdfPageScale } from './pdf-photo'
import { prepareUpload } from './prepare'
import {
  brokenPdf,
  encryptedPdf,
  pagelessPdf,
  pdfPageOfPoints,
  pdfWithRectangle,
} from './testing/pdf-photo-fixtures'

/** Issue 26 point 2: a PDF's first page becomes the photo (ADR 0062). */

const A4_PT = [595.28, 841.89] as const

/** The pixel at (x, y) mm from the top left of a picture drawn at `dpi`. */
async function pixelAt(bytes: Uint8Array, xMm: number, yMm: number, dpi: number) {
  const [x, y] = [Math.round((xMm / 25.4) * dpi), Math.round((yMm / 25.4) * dpi)]
  const { data } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  })
  return Array.from(data.subarray(0, 3))
}

describe('pdfPageScale', () => {
  it.each([
    // A4 at 300 dpi: 2480 × 3508 px, far below the limit.
    ['A4', A4_PT[0], A4_PT[1], 300 / 72],
    // A0 (841 × 1189 mm) at 300 dpi is 139 MP: still 300 dpi.
    ['A0', 2383.94, 3370.39, 300 / 72],
  ])('draws %s at 300 dpi', (_name, w, h, scale) => {
    expect(pdfPageScale(w, h, 300, L.maxInputPixels)).toBeCloseTo(scale, 6)
  })

  it.each([
    ['2 × 2 m', 5669.29, 5669.29],
    ['5080 mm square (the largest page a PDF describes)', 14400, 14400],
    ['a long banner', 14400, 1440],
  ])('keeps %s at or under 200 megapixels', (_name, w, h) => {
    const scale = pdfPageScale(w, h, 300, L.maxInputPixels)
    expect(scale).toBeLessThan(300 / 72)
    const pixels = Math.floor(Math.floor(w) * scale) * Math.floor(Math.floor(h) * scale)
    expect(pixels).toBeLessThanOrEqual(L.maxInputPixels)
    expect(pixels).toBeGreaterThan(L.maxInputPixels * 0.99)
  })
})

describe('a PDF uploaded as a photo', () => {
  it('becomes its first page at 300 dpi: a JPEG original, a WebP preview, the drawing in place', async () => {
    const out = await prepareUpload(await pdfWithRectangle(), 'photo')
    // A4 is 595 × 841 whole points; at 300/72 px per point: 2479 × 3504 px.
    expect(out).toMatchObject({ format: 'pdf', widthPx: 2479, heightPx: 3504, pageCount: null })
    expect(out.print.contentType).toBe('image/jpeg')
    expect(await sharp(out.print.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 2479 })
    expect((await sharp(out.preview).metadata()).format).toBe('webp')
    // The rectangle spans 20-120 mm across and 30-180 mm up from the bottom (117-267 mm from the top).
    const red = await pixelAt(out.print.bytes, 70, 190, 300)
    const white = await pixelAt(out.print.bytes, 150, 50, 300)
    expect(red[0]).toBeGreaterThan(240)
    expect(Math.max(red[1]!, red[2]!)).toBeLessThan(20)
    expect(Math.min(...white)).toBeGreaterThan(245)
    expect(out.faces).toEqual([])
  })

  it('keeps the page’s orientation and aspect ratio (landscape)', async () => {
    const out = await prepareUpload(await pdfWithRectangle({ widthMm: 297, heightMm: 210 }), 'photo')
    expect(out.widthPx! / out.heightPx!).toBeCloseTo(297 / 210, 2)
  })

  it('stays a PDF when it is a layout (the card tool’s own layouts)', async () => {
    const out = await prepareUpload(await pdfWithRectangle(), 'layout')
    expect(out.print.contentType).toBe('application/pdf')
  })

  it.each([
    ['password-protected', encryptedPdf, 'upload.pdfEncrypted', /password-protected/],
    ['damaged', brokenPdf, 'upload.pdfUnreadable', /could not be read/],
    ['pageless', pagelessPdf, 'upload.pdfNoPages', /no pages/],
  ])('a %s PDF is refused with a 422 that says why', async (_name, make, key, message) => {
    await expect(prepareUpload(make(), 'photo')).rejects.toMatchObject({
      status: 422,
      options: expect.objectContaining({ key }),
      message: expect.stringMatching(message),
    })
  })

  it.each([
    ['a page larger than PDF allows', 100_000, 100_000, /35[,.]?278 × 35[,.]?278 mm/],
    ['a page smaller than 10 mm', 10, 10, /4 × 4 mm/],
  ])('%s is refused with its size', async (_name, w, h, message) => {
    await expect(prepareUpload(await pdfPageOfPoints(w, h), 'photo')).rejects.toMatchObject({
      status: 422,
      options: expect.objectContaining({ key: 'upload.pdfPageSize' }),
      message: expect.stringMatching(message),
    })
  })
})
