import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { UPLOAD_LIMITS } from './limits'
import { prepareUpload } from './prepare'
import { heicSupported } from './process-image'
import { sniffType } from './sniff'
import { displayP3Jpeg, heicHeader, jpeg, pngBomb, tiff } from './testing/fixtures'

/** Issue 26 point 2: TIFF, colour profiles, 100 MB and 200 megapixels (ADR 0059). */

/** The first pixel as stored in the file, without any colour management. */
const storedPixel = async (bytes: Uint8Array) =>
  Array.from((await sharp(bytes, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3))

describe('TIFF photos', () => {
  it.each([
    ['little-endian', {}],
    ['big-endian', { bigEndian: true }],
  ] as const)('are recognised by their %s header', async (_name, options) => {
    expect(sniffType(await tiff(10, 10, options))).toBe('tiff')
  })

  it('are accepted and printed from a JPEG original, previewed as WebP', async () => {
    const out = await prepareUpload(await tiff(60, 40), 'photo')
    expect(out).toMatchObject({ format: 'tiff', widthPx: 60, heightPx: 40 })
    expect(out.print.contentType).toBe('image/jpeg')
    expect((await sharp(out.print.bytes).metadata()).format).toBe('jpeg')
    expect((await sharp(out.preview).metadata()).format).toBe('webp')
  })

  it('read 16 bits per channel and keep transparency in a PNG original', async () => {
    const deep = await prepareUpload(await tiff(30, 20, { bitdepth: 16 }), 'photo')
    expect(await sharp(deep.print.bytes).metadata()).toMatchObject({ format: 'jpeg', depth: 'uchar' })
    const clear = await prepareUpload(await tiff(30, 20, { alpha: true }), 'photo')
    expect(clear.print.contentType).toBe('image/png')
    expect((await sharp(clear.print.bytes).metadata()).hasAlpha).toBe(true)
  })

  it('are turned upright from their orientation tag', async () => {
    const out = await prepareUpload(await tiff(40, 20, { orientation: 6 }), 'photo')
    expect([out.widthPx, out.heightPx]).toEqual([20, 40])
  })
})

describe('colour profiles', () => {
  it('stay with the print original: a Display P3 photo keeps its profile and its own values', async () => {
    const input = await displayP3Jpeg()
    const out = await prepareUpload(input, 'photo')
    const meta = await sharp(out.print.bytes).metadata()
    expect(meta.icc).toBeDefined()
    expect(meta.icc).toEqual((await sharp(input).metadata()).icc)
    const [r, g, b] = await storedPixel(out.print.bytes)
    const [r0, g0, b0] = await storedPixel(input)
    for (const [got, was] of [
      [r, r0],
      [g, g0],
      [b, b0],
    ])
      expect(Math.abs(got! - was!)).toBeLessThanOrEqual(3)
  })

  it('are converted to sRGB for the preview, which carries no profile', async () => {
    const out = await prepareUpload(await displayP3Jpeg(), 'photo')
    expect((await sharp(out.preview).metadata()).icc).toBeUndefined()
    // P3 green (stored about 90/197/59) is sRGB's pure green: its red channel drops to near zero.
    const [r, g] = await storedPixel(out.preview)
    expect(r).toBeLessThan(20)
    expect(g).toBeGreaterThan(180)
  })

  it('are not invented: a photo without one gets none', async () => {
    const out = await prepareUpload(await jpeg(), 'photo')
    expect((await sharp(out.print.bytes).metadata()).icc).toBeUndefined()
  })
})

describe('limits for wall art up to 2 m', () => {
  it('are 100 MB and 200 megapixels', () => {
    expect(UPLOAD_LIMITS.maxFileBytes).toBe(100 * 1024 * 1024)
    expect(UPLOAD_LIMITS.maxInputPixels).toBe(200_000_000)
  })

  it('let a 60 MB file past the size check (then judged by its content)', async () => {
    const big = new Uint8Array(60 * 1024 * 1024)
    await expect(prepareUpload(big, 'photo')).rejects.toMatchObject({ status: 415 })
  })

  it('refuse a file over 100 MB before looking at it', async () => {
    const huge = new Uint8Array(100 * 1024 * 1024 + 1)
    await expect(prepareUpload(huge, 'photo')).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/larger than 100 MB/),
    })
  })

  it('let a 150 MP header through to decoding and refuse 200 MP and more from the header', async () => {
    // The bomb's pixel data is fake: past the header check it fails as unreadable, not as too large.
    await expect(prepareUpload(pngBomb(15_000, 10_000), 'photo')).rejects.toMatchObject({ status: 422 })
    await expect(prepareUpload(pngBomb(20_000, 10_001), 'photo')).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/200 megapixels/),
    })
  })
})

describe('HEIC without a decoder', () => {
  it.skipIf(heicSupported())('is refused with a clear 415 naming the format', async () => {
    await expect(prepareUpload(heicHeader(), 'photo')).rejects.toMatchObject({
      status: 415,
      message: expect.stringMatching(/HEIC/),
    })
  })
})
