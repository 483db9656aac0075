import { crc32 } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

/** Test images made in code (no binary fixtures in the repository). */
export async function jpeg(width = 40, height = 20, options: { orientation?: number; exif?: boolean } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: '#c03050' } })
  if (options.exif) image = image.withExif({ IFD0: { Copyright: 'secret camera owner', Make: 'TestCam' } })
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  return new Uint8Array(await image.jpeg({ quality: 80 }).toBuffer())
}

export async function png(width = 30, height = 30, alpha = false) {
  const background = alpha ? { r: 0, g: 128, b: 255, alpha: 0.5 } : '#0080ff'
  return new Uint8Array(
    await sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
      .png()
      .toBuffer(),
  )
}

export async function webp(width = 30, height = 30) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#208040' } })
      .webp()
      .toBuffer(),
  )
}

/** A TIFF as scanners and photo tools write it: 8 or 16 bits per channel, optionally with alpha. */
export async function tiff(
  width = 40,
  height = 30,
  options: { bitdepth?: 8 | 16; alpha?: boolean; bigEndian?: boolean; orientation?: number } = {},
) {
  const channels = options.alpha ? 4 : 3
  const background = options.alpha ? { r: 200, g: 60, b: 20, alpha: 0.5 } : '#c83c14'
  let image = sharp({ create: { width, height, channels, background } })
  if (options.bitdepth === 16) image = image.toColourspace('rgb16')
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  const bytes = new Uint8Array(await image.tiff({ compression: 'lzw' }).toBuffer())
  if (!options.bigEndian) return bytes
  // sharp writes little-endian TIFFs; only the sniffer reads the byte order mark, so a big-endian
  // header is enough to show it is recognised.
  return new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, ...bytes.subarray(4)])
}

/**
 * A Display P3 photo: a saturated green whose stored values are P3 numbers, with the P3 profile
 * embedded (what an iPhone or a colour-managed camera export writes).
 */
export async function displayP3Jpeg(width = 48, height = 32) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 200, b: 0 } } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer(),
  )
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** A tiny PNG whose header claims width × height pixels: a decompression bomb's first bytes. */
export function pngBomb(width = 30_000, height = 30_000): Uint8Array {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.alloc(64)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** The first bytes of an iPhone HEIC (ftyp box with the heic brand). */
export function heicHeader(): Uint8Array {
  const box = Buffer.alloc(24)
  box.writeUInt32BE(24, 0)
  box.write('ftypheic', 4, 'latin1')
  box.writeUInt32BE(0, 12)
  box.write('mif1heic', 16, 'latin1')
  return new Uint8Array(Buffer.concat([box, Buffer.alloc(200)]))
}

export async function pdf(pages: { widthMm: number; heightMm: number }[]) {
  const doc = await PDFDocument.create()
  for (const page of pages) doc.addPage([(page.widthMm / 25.4) * 72, (page.heightMm / 25.4) * 72])
  return doc.save()
}

export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">' +
  '<rect width="120" height="60" fill="#fff"/><circle cx="30" cy="30" r="20" fill="#b0305a"/></svg>'

export const bytesOf = (text: string) => new TextEncoder().encode(text)
