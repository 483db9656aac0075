/**
 * The in-process figures of `npm run bench`: price quotes per second, print-PDF time for a place-card
 * set with a guest list, guest-list parse time. Each returns numbers; bench/run.ts judges them.
 */
import ExcelJS from 'exceljs'
import sharp from 'sharp'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { parseGuestList } from '@/lib/shop/design-print/guest-list/parse'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { renderPrintPdf } from '@/lib/shop/design-print/print/render-print-pdf'
import { placeCardDocument } from '@/lib/shop/design-print/print/testing/place-card'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Quotes of a fully optioned card line (tiers, paper, refinement, envelope, ribbon), per second. */
export function priceQuotesPerSecond(seconds = 1, runs = 3): number {
  const quantities = [50, 100, 150, 200, 300, 500] as const
  const rates: number[] = []
  for (let run = 0; run < runs; run++) {
    let count = 0
    const end = performance.now() + seconds * 1000
    while (performance.now() < end) {
      for (let i = 0; i < 100; i++) {
        quoteCardLine({
          country: i % 3 === 0 ? 'CH' : 'DE',
          productType: 'folded-card',
          format: 'a5',
          paper: 'premium-matt',
          refinement: 'gold',
          quantity: quantities[i % quantities.length]!,
          envelope: { flap: 'pointed', sizeClass: 'large' },
          ribbon: 'satin-3mm',
        })
      }
      count += 100
    }
    rates.push(count / seconds)
  }
  return median(rates)
}

const FIRST = ['Jürgen', 'Änne', 'Maximilian', 'Sophie', 'Grete', 'Björn', 'Charlotte', 'Ludwig']
const LAST = ['Weiß', 'Müller-Lüdenscheidt', 'Groß', 'Schäfer', 'von Hohenstein', 'Öztürk']

/** Seconds for a place-card set, one card per guest, with a 12 MP photo, two fonts and a QR code. */
export async function printPdfSeconds(rows = 100, runs = 3): Promise<{ seconds: number; megabytes: number }> {
  const guests = Array.from({ length: rows }, (_, i) => ({
    Vorname: FIRST[i % FIRST.length]!,
    Nachname: LAST[i % LAST.length]!,
    Tisch: String((i % 15) + 1),
  }))
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8caf' } })
    .jpeg({ quality: 90 })
    .toBuffer()
  const base = placeCardDocument()
  const document: DesignDocument = {
    ...base,
    pages: base.pages.map((page) => ({
      ...page,
      layers: page.layers.map((layer) => (layer.type === 'photo' ? { ...layer, assetId: 'photo-1' } : layer)),
    })),
  }
  const assets = async (id: string) =>
    id === 'photo-1' ? { kind: 'jpeg' as const, bytes: new Uint8Array(photo) } : null
  // Warm-up: module loading and font parsing happen once per server process, not per order.
  await renderPrintPdf({ document, rows: guests.slice(0, 1), assets })
  const times: number[] = []
  let size = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    size = (await renderPrintPdf({ document, rows: guests, assets })).length
    times.push(performance.now() - started)
  }
  return { seconds: median(times) / 1000, megabytes: size / 1024 / 1024 }
}

/** Milliseconds to parse a 5000-row guest list as CSV and as XLSX. */
export async function guestListParseMs(rows = 5000, runs = 3): Promise<{ csv: number; xlsx: number }> {
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
    [header, ...Array.from({ length: rows }, (_, i) => row(i))].map((r) => r.join(';')).join('\n'),
  )
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Gäste')
  sheet.addRow(header)
  for (let i = 0; i < rows; i++) sheet.addRow(row(i))
  const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
  const time = async (bytes: Uint8Array) => {
    await parseGuestList(bytes)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      const list = await parseGuestList(bytes)
      times.push(performance.now() - started)
      if (list.rows.length !== rows) throw new Error(`expected ${rows} rows, got ${list.rows.length}`)
    }
    return median(times)
  }
  return { csv: await time(csv), xlsx: await time(xlsx) }
}
