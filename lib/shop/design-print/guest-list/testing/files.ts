import { crc32, deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'

/** Guest-list fixtures built in code: spreadsheets with exceljs, CSV as bytes, hand-made ZIPs. */
export async function xlsx(
  rows: unknown[][],
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Gäste')
  for (const row of rows) sheet.addRow(row)
  edit?.(sheet)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

export const utf8 = (text: string) => new TextEncoder().encode(text)

/** Windows-1252 for the Latin-1 range (all German letters); enough for fixtures. */
export function cp1252(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((c) => {
      const code = c.charCodeAt(0)
      if (code > 0xff) throw new Error(`not in the fixture encoder: ${c}`)
      return code
    }),
  )
}

type ZipEntry = { name: string; data: Buffer; declaredSize?: number }

/** A minimal ZIP writer; `declaredSize` lets a test lie in the central directory like a bomb would. */
export function zip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = deflateRawSync(entry.data)
    const size = entry.declaredSize ?? entry.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc32(entry.data) >>> 0, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc32(entry.data) >>> 0, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const dir = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, dir, end]))
}
