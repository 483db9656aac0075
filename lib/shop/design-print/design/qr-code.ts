/**
 * The QR code as the three drawings share it (ADR 0097): the canvas (Konva), the SVG previews and the
 * print PDF draw the same modules from `qrDrawing`, as runs of dark modules merged per row, so a card
 * scans the same on screen, in the proof and on paper. No raster image anywhere: it stays sharp at
 * any size and the print file holds vector rectangles only.
 */
import QRCode, { type BitMatrix } from 'qrcode'
import { QR_RULES } from './qr-rules'

/** One horizontal run of dark modules: row and first column from the top left, length in modules. */
export type QrRun = { row: number; col: number; length: number }

export type QrDrawing = {
  /** Modules across, quiet zone included: the side is divided into this many units. */
  units: number
  /** Dark runs in units from the top left of the quiet zone's corner. */
  runs: QrRun[]
}

/**
 * The code for `text` with a quiet zone of `quietModules`, or null when the text does not fit a QR
 * code (more than about 2300 bytes at level M); the renderers then draw their stand-in.
 */
export function qrDrawing(text: string, quietModules: number): QrDrawing | null {
  let modules: BitMatrix
  try {
    modules = QRCode.create(text || ' ', { errorCorrectionLevel: QR_RULES.errorCorrectionLevel }).modules
  } catch {
    return null
  }
  const n = modules.size
  const runs: QrRun[] = []
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      runs.push({ row: row + quietModules, col: start + quietModules, length: col - start })
    }
  }
  return { units: n + 2 * quietModules, runs }
}

/**
 * The dark runs as one SVG path in a square of `side` at (x, y), y down: for the SVG previews and the
 * canvas's Konva Path, which both read SVG path data.
 */
export function qrPathData(drawing: QrDrawing, x: number, y: number, side: number): string {
  const unit = side / drawing.units
  const n = (v: number) => Number(v.toFixed(4))
  return drawing.runs
    .map(
      (run) =>
        `M${n(x + run.col * unit)} ${n(y + run.row * unit)}h${n(run.length * unit)}v${n(unit)}h${n(-run.length * unit)}z`,
    )
    .join('')
}
