/**
 * What a file is, from its first bytes. The name and the Content-Type the browser sends are never
 * consulted: both are chosen by the client. Returns null for anything the shop does not accept.
 */
export const SNIFFED_TYPES = ['jpeg', 'png', 'webp', 'tiff', 'heic', 'avif', 'pdf', 'svg'] as const
export type SniffedType = (typeof SNIFFED_TYPES)[number]

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)))

const TIFF_SIGNATURES: readonly (readonly number[])[] = [
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
  [0x49, 0x49, 0x2b, 0x00],
  [0x4d, 0x4d, 0x00, 0x2b],
]

/** ISO-BMFF major and compatible brands of HEIF stills (iPhone photos) and AVIF. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

function sniffIsoBmff(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length, 64); at += 4)
    brands.push(ascii(bytes, at, at + 4))
  // AVIF files also list mif1, so the AV1 brands decide first.
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif'
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic'
  return null
}

/**
 * SVG is text: an optional BOM, XML declaration, comments and whitespace, then `<svg`. A DOCTYPE is
 * let through here so the sanitiser can reject it with its own message about entities.
 */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]{0,200}\?>\s*)?(<!--[\s\S]{0,2000}?-->\s*|<!DOCTYPE[^>[]{0,400}(\[[^\]]{0,4000}\])?\s*>\s*)*<svg[\s/>]/i

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  // TIFF and BigTIFF, little- and big-endian (the byte order mark, then 42 or 43).
  if (TIFF_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'tiff'
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf'
  const iso = sniffIsoBmff(bytes)
  if (iso) return iso
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 8192))
  return SVG_START.test(head) ? 'svg' : null
}
