import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { exifCaptureDate, parseExifDate } from './exif-date'

/** A JPEG whose EXIF block carries the given IFD0 and Exif-IFD tags, written by sharp itself. */
async function photoWith(exif: Record<string, Record<string, string>>): Promise<Uint8Array | undefined> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .withExif(exif)
    .toBuffer()
  const meta = await sharp(jpeg).metadata()
  return meta.exif ? new Uint8Array(meta.exif) : undefined
}

describe('exifCaptureDate', () => {
  it('reads DateTimeOriginal, before DateTime', async () => {
    const exif = await photoWith({
      IFD0: { DateTime: '2027:01:02 10:00:00' },
      IFD2: { DateTimeOriginal: '2026:07:14 18:03:52' },
    })
    expect(exifCaptureDate(exif)).toBe('2026-07-14T18:03:52')
  })

  it('falls back to DateTime when the camera wrote no original date', async () => {
    const exif = await photoWith({ IFD0: { DateTime: '2025:12:31 23:59:59', Make: 'Test' } })
    expect(exifCaptureDate(exif)).toBe('2025-12-31T23:59:59')
  })

  it('gives null without EXIF, without a date, and for broken blocks', async () => {
    expect(exifCaptureDate(undefined)).toBeNull()
    expect(exifCaptureDate(await photoWith({ IFD0: { Make: 'Test' } }))).toBeNull()
    expect(
      exifCaptureDate(
        new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 42, 0, 0xff, 0xff, 0xff, 0x7f]),
      ),
    ).toBeNull()
    expect(exifCaptureDate(new Uint8Array(40).fill(0x4d))).toBeNull()
  })

  it.each([
    ['2026:02:29 10:00:00', null],
    ['2028:02:29 10:00:00', '2028-02-29T10:00:00'],
    ['0000:00:00 00:00:00', null],
    ['    :  :     :  :  ', null],
    ['2026:13:01 10:00:00', null],
    ['2026:06:01 24:00:00', null],
  ])('parses %s as %s', (text, expected) => {
    expect(parseExifDate(text)).toBe(expected)
  })
})
