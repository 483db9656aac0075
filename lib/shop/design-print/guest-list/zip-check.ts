import { inflateRawSync } from 'node:zlib'
import { GuestListRejected } from './errors'
import { GUEST_LIST_LIMITS } from './limits'

/**
 * Checks an .xlsx (a ZIP) before any spreadsheet library unpacks it. The central directory at the end
 * of the file lists every entry with its sizes; a zip bomb shows there as a huge uncompressed total,
 * too many entries or an absurd ratio. Because those numbers are written by whoever made the file,
 * each entry is then inflated with a hard output cap of its declared size, so a lying directory is
 * caught too, at a cost of a few milliseconds for a real guest list.
 */
const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

type Entry = { name: string; method: number; compressed: number; uncompressed: number; offset: number }

export function checkXlsxZip(bytes: Uint8Array, limits = GUEST_LIST_LIMITS.xlsx): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries = readCentralDirectory(view)
  if (entries.length > limits.maxEntries) reject(`it contains ${entries.length} files`)
  const total = entries.reduce((sum, e) => sum + e.uncompressed, 0)
  if (total > limits.maxUncompressedBytes) reject(`it would unpack to ${Math.round(total / 1024 / 1024)} MB`)
  for (const entry of entries) {
    if (UNSAFE_NAME.test(entry.name))
      reject(`it contains a file named ${JSON.stringify(entry.name.slice(0, 60))} outside its folders`)
    if (entry.method !== 0 && entry.method !== 8)
      reject(`it uses an unsupported compression (${entry.method})`)
    if (entry.uncompressed > Math.max(1024 * 1024, entry.compressed * limits.maxRatio)) {
      reject(
        `${entry.name} is compressed 1:${Math.round(entry.uncompressed / Math.max(1, entry.compressed))}`,
      )
    }
    verifyEntry(view, bytes, entry)
  }
}

/**
 * Entry names that climb out of the archive (zip-slip): absolute, drive-lettered, `..` segments,
 * backslashes, NUL. Nothing here is unpacked to disk, but no real workbook has such names, and a file
 * that carries them was made to attack some other unpacker: refused rather than passed along.
 */
const UNSAFE_NAME = /(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[a-zA-Z]:|\\|\0/

function reject(reason: string): never {
  throw new GuestListRejected(`The Excel file cannot be read safely: ${reason}.`, 422)
}

function readCentralDirectory(view: DataView): Entry[] {
  const size = view.byteLength
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  let eocd = -1
  for (let at = size - 22; at >= Math.max(0, size - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at
      break
    }
  }
  if (eocd < 0) throw new GuestListRejected('The file is not a valid .xlsx (no ZIP directory found).', 422)
  const count = view.getUint16(eocd + 10, true)
  const dirSize = view.getUint32(eocd + 12, true)
  const dirOffset = view.getUint32(eocd + 16, true)
  if (count === 0xffff || dirOffset === 0xffffffff) reject('it uses ZIP64, which guest lists never need')
  if (dirOffset + dirSize > eocd) reject('its ZIP directory is damaged')
  const entries: Entry[] = []
  let at = dirOffset
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) reject('its ZIP directory is damaged')
    const nameLength = view.getUint16(at + 28, true)
    const name = new TextDecoder().decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength))
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      uncompressed: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    if (entries.length > GUEST_LIST_LIMITS.xlsx.maxEntries) break
  }
  return entries
}

function verifyEntry(view: DataView, bytes: Uint8Array, entry: Entry): void {
  if (entry.offset + 30 > view.byteLength || view.getUint32(entry.offset, true) !== LOCAL) {
    reject(`${entry.name} is damaged`)
  }
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true)
  const data = bytes.subarray(start, start + entry.compressed)
  if (data.length !== entry.compressed) reject(`${entry.name} is truncated`)
  if (entry.method === 0) {
    if (entry.compressed !== entry.uncompressed) reject(`${entry.name} is damaged`)
    return
  }
  try {
    // One byte of head-room: more output than declared means the directory lied.
    const out = inflateRawSync(data, { maxOutputLength: entry.uncompressed + 1 })
    if (out.length !== entry.uncompressed) reject(`${entry.name} does not match its declared size`)
  } catch (error) {
    if (error instanceof GuestListRejected) throw error
    reject(`${entry.name} unpacks to more than it declares or is damaged`)
  }
}
