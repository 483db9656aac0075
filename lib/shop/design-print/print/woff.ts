import { inflateSync } from 'node:zlib'

/**
 * WOFF 1.0 → plain TrueType/OpenType. fontkit reads WOFF directly but inflates a table again on
 * every access, which made text layout the slowest part of a 100-card print file; unpacking once
 * (the format is a zlib-compressed table directory, W3C WOFF 1.0 §3–5) removes that cost.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength)
  if (input.readUInt32BE(0) !== 0x774f4646) return woff // not WOFF: already an sfnt
  const flavor = input.readUInt32BE(4)
  const numTables = input.readUInt16BE(12)
  const tables: { tag: number; checksum: number; data: Buffer }[] = []
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20
    const offset = input.readUInt32BE(at + 4)
    const compLength = input.readUInt32BE(at + 8)
    const origLength = input.readUInt32BE(at + 12)
    const raw = input.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(raw, { maxOutputLength: origLength }) : raw
    tables.push({ tag: input.readUInt32BE(at), checksum: input.readUInt32BE(at + 16), data })
  }
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + numTables * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = header.length
  const bodies: Buffer[] = []
  tables.forEach((table, i) => {
    const at = 12 + i * 16
    header.writeUInt32BE(table.tag, at)
    header.writeUInt32BE(table.checksum, at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(table.data.length, at + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  return new Uint8Array(Buffer.concat([header, ...bodies]))
}
