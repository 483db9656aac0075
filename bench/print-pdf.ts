/**
 * Print-file benchmark (issue 5.7: a 100-row place-card set in under 5 s). Prints the figure; it is
 * not a test, because timings on a shared CI machine say little. Run: npx tsx bench/print-pdf.ts
 */
import sharp from 'sharp'
import type { DesignDocument } from '@/lib/shop/design/document'
import { renderPrintPdf } from '@/lib/shop/print/render-print-pdf'
import { placeCardDocument } from '@/lib/shop/print/testing/place-card'

const ROWS = Number(process.argv[2] ?? 100)
const FIRST = ['Jürgen', 'Änne', 'Maximilian', 'Sophie', 'Grete', 'Björn', 'Charlotte', 'Ludwig']
const LAST = ['Weiß', 'Müller-Lüdenscheidt', 'Groß', 'Schäfer', 'von Hohenstein', 'Öztürk']
const rows = Array.from({ length: ROWS }, (_, i) => ({
  Vorname: FIRST[i % FIRST.length]!,
  Nachname: LAST[i % LAST.length]!,
  Tisch: String((i % 15) + 1),
}))

// One full-resolution photo (12 MP) in the back's photo slot, as a customer's upload would be.
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
await renderPrintPdf({ document, rows: rows.slice(0, 1), assets })

const runs: number[] = []
let size = 0
for (let i = 0; i < 3; i++) {
  const started = performance.now()
  const bytes = await renderPrintPdf({ document, rows, assets })
  runs.push(performance.now() - started)
  size = bytes.length
}
const best = Math.min(...runs)
console.log(
  `print-pdf: ${ROWS} place cards (${ROWS * document.pages.length} pages, 12 MP photo, 2 fonts, QR): ` +
    `best ${(best / 1000).toFixed(2)} s, runs ${runs.map((r) => (r / 1000).toFixed(2)).join(' / ')} s, ` +
    `${(size / 1024 / 1024).toFixed(2)} MB — target < 5 s: ${best < 5000 ? 'met' : 'MISSED'}`,
)
