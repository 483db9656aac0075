/**
 * When a photo was taken, from the EXIF block sharp hands back with an image's header (ADR 0070): the
 * photo-book auto-fill orders by it and the calendar puts a photo in the month it was taken. Only the
 * two date tags are read (DateTimeOriginal, else DateTime) by walking the TIFF structure; anything that
 * does not parse gives null, never an error: a missing date must not refuse an upload.
 *
 * The result is the camera's own wall-clock time, "YYYY-MM-DDTHH:MM:SS" without a zone: cameras rarely
 * record one, and the order of a holiday's photos is what matters, not the instant.
 */

const DATE_TIME = 0x0132
const EXIF_IFD = 0x8769
const DATE_TIME_ORIGINAL = 0x9003
const ASCII = 2
const LONG = 4
/** A real IFD has a few dozen entries; a corrupt count must not make the walk loop for long. */
const MAX_ENTRIES = 1000

type Tiff = { view: DataView; little: boolean }

export function exifCaptureDate(exif: Uint8Array | null | undefined): string | null {
  if (!exif || exif.length < 14) return null
  try {
    const tiff = tiffOf(exif)
    if (!tiff) return null
    const ifd0 = readUint32(tiff, 4)
    const exifIfd = entryValue(tiff, ifd0, EXIF_IFD, LONG)
    const original = exifIfd === null ? null : stringAt(tiff, exifIfd, DATE_TIME_ORIGINAL)
    return parseExifDate(original) ?? parseExifDate(stringAt(tiff, ifd0, DATE_TIME))
  } catch {
    return null
  }
}

/** sharp's buffer starts with "Exif\0\0" (the APP1 payload); a bare TIFF header is taken too. */
function tiffOf(exif: Uint8Array): Tiff | null {
  const start = exif[0] === 0x45 && exif[1] === 0x78 && exif[2] === 0x69 && exif[3] === 0x66 ? 6 : 0
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.byteLength - start)
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) return null
  const little = order === 0x4949
  if (view.getUint16(2, little) !== 42) return null
  return { view, little }
}

function readUint32(tiff: Tiff, offset: number): number {
  return tiff.view.getUint32(offset, tiff.little)
}

/** Offset of the 12-byte entry with `tag` in the IFD at `ifd`, or null. */
function findEntry(tiff: Tiff, ifd: number, tag: number): number | null {
  const count = tiff.view.getUint16(ifd, tiff.little)
  for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
    const entry = ifd + 2 + i * 12
    if (tiff.view.getUint16(entry, tiff.little) === tag) return entry
  }
  return null
}

function entryValue(tiff: Tiff, ifd: number, tag: number, type: number): number | null {
  const entry = findEntry(tiff, ifd, tag)
  if (entry === null || tiff.view.getUint16(entry + 2, tiff.little) !== type) return null
  return readUint32(tiff, entry + 8)
}

function stringAt(tiff: Tiff, ifd: number, tag: number): string | null {
  const entry = findEntry(tiff, ifd, tag)
  if (entry === null || tiff.view.getUint16(entry + 2, tiff.little) !== ASCII) return null
  const length = readUint32(tiff, entry + 4)
  if (length < 19 || length > 64) return null
  const at = length <= 4 ? entry + 8 : readUint32(tiff, entry + 8)
  let text = ''
  for (let i = 0; i < 19; i++) text += String.fromCharCode(tiff.view.getUint8(at + i))
  return text
}

/** "2026:07:14 18:03:52" → "2026-07-14T18:03:52"; blanks, zeros and impossible dates → null. */
export function parseExifDate(value: string | null): string | null {
  const match = value && /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < 1900 || year > 2100 || hour > 23 || minute > 59 || second > 59) return null
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 19)
}
