import { PDFName, PDFRawStream, type PDFDocument, type PDFImage } from 'pdf-lib'

const ICC_MARKER = 0xe2 // APP2
const ICC_SIGNATURE = 'ICC_PROFILE\0'

/**
 * The ICC profile a JPEG carries (APP2 "ICC_PROFILE" segments, joined in their sequence order), or
 * null. The upload keeps the photo's own profile in its print original (ADR 0059); this reads it back
 * for the print file.
 */
export function jpegIccProfile(bytes: Uint8Array): Uint8Array | null {
  const chunks: Array<{ index: number; data: Uint8Array }> = []
  let at = 2 // after SOI
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!
    if (marker === 0xda || marker === 0xd9) break // start of scan / end: no headers after this
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    const start = at + 4
    if (marker === ICC_MARKER && length >= 16) {
      const signature = String.fromCharCode(...bytes.subarray(start, start + ICC_SIGNATURE.length))
      if (signature === ICC_SIGNATURE) {
        const index = bytes[start + 12]!
        chunks.push({ index, data: bytes.subarray(start + 14, at + 2 + length) })
      }
    }
    at += 2 + length
  }
  if (chunks.length === 0) return null
  chunks.sort((a, b) => a.index - b.index)
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.data.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk.data, offset)
    offset += chunk.data.length
  }
  return out
}

/**
 * An RGB JPEG embedded with its own colour profile: the image's colour space becomes
 * [/ICCBased profile] instead of plain DeviceRGB, so the print shop's RIP converts from the colours
 * the photo was taken in (a wide-gamut photo is not read as sRGB). Images without a profile, or with a
 * profile that is not RGB, stay as pdf-lib embeds them.
 */
export async function embedJpegWithProfile(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  const image = await doc.embedJpg(bytes)
  const profile = jpegIccProfile(bytes)
  // The profile's colour space is at bytes 16–19 of its header: 'RGB ' for the photos we print.
  if (!profile || profile.length < 132 || String.fromCharCode(...profile.subarray(16, 20)) !== 'RGB ') {
    return image
  }
  await image.embed()
  const stream = doc.context.lookup(image.ref)
  if (!(stream instanceof PDFRawStream)) return image
  const iccStream = doc.context.flateStream(profile, { N: 3 })
  const iccRef = doc.context.register(iccStream)
  stream.dict.set(PDFName.of('ColorSpace'), doc.context.obj([PDFName.of('ICCBased'), iccRef]))
  return image
}
