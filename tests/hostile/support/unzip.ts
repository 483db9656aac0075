import { inflateRawSync } from 'node:zlib'

/** The entries of a small, well-formed ZIP (deflate or stored), read through its central directory. */
export function unzip(bytes: Uint8Array): { name: string; data: Buffer }[] {
  const buffer = Buffer.from(bytes)
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = buffer.readUInt16LE(eocd + 10)
  let at = buffer.readUInt32LE(eocd + 16)
  const entries: { name: string; data: Buffer }[] = []
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(at + 10)
    const compressed = buffer.readUInt32LE(at + 20)
    const nameLength = buffer.readUInt16LE(at + 28)
    const offset = buffer.readUInt32LE(at + 42)
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength)
    const start = offset + 30 + buffer.readUInt16LE(offset + 26) + buffer.readUInt16LE(offset + 28)
    const raw = buffer.subarray(start, start + compressed)
    entries.push({ name, data: method === 0 ? Buffer.from(raw) : inflateRawSync(raw) })
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32)
  }
  return entries
}
