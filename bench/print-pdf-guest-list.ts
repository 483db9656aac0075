/**
 * Guest-list parsing speed (issue 5.5: 5000 rows well under a second). Prints the figures; run:
 * npx tsx bench/print-pdf-guest-list.ts
 */
import ExcelJS from 'exceljs'
import { parseGuestList } from '@/lib/shop/guest-list/parse'

const ROWS = 5000
const header = ['Anrede', 'Vorname', 'Nachname', 'Straße', 'PLZ', 'Ort', 'Tisch']
const row = (i: number) => [
  'Frau',
  `Jürgen ${i}`,
  'Müller-Lüdenscheidt',
  `Hauptstraße ${i}`,
  '80331',
  'München',
  String(i % 40),
]

const csv = new TextEncoder().encode(
  [header, ...Array.from({ length: ROWS }, (_, i) => row(i))].map((r) => r.join(';')).join('\n'),
)
const workbook = new ExcelJS.Workbook()
const sheet = workbook.addWorksheet('Gäste')
sheet.addRow(header)
for (let i = 0; i < ROWS; i++) sheet.addRow(row(i))
const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())

await parseGuestList(csv)
await parseGuestList(xlsx)
for (const [name, bytes] of [
  ['csv', csv],
  ['xlsx', xlsx],
] as const) {
  const runs: number[] = []
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    const list = await parseGuestList(bytes)
    runs.push(performance.now() - started)
    if (list.rows.length !== ROWS) throw new Error(`expected ${ROWS} rows, got ${list.rows.length}`)
  }
  console.log(
    `guest-list ${name}: ${ROWS} rows × ${header.length} columns, ${(bytes.length / 1024).toFixed(0)} KB: best ${Math.min(...runs).toFixed(0)} ms`,
  )
}
