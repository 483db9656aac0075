import QRCode from 'qrcode'
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFOperator,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import type { LocalBox } from './ops'

/** Quiet zone in modules; scanners need white around the code, and the layer box includes it. */
const QUIET_MODULES = 2

/**
 * A QR code as vector squares: runs of dark modules merged per row into rectangles, all filled by a
 * single operator, so it stays sharp at any size and costs little.
 */
export function drawQr(page: PDFPage, box: LocalBox, data: string, color: RGB, opacity: number) {
  const code = QRCode.create(data || ' ', { errorCorrectionLevel: 'M' })
  const n = code.modules.size
  const side = Math.min(box.w, box.h)
  const unit = side / (n + 2 * QUIET_MODULES)
  page.drawRectangle({
    x: -side / 2,
    y: -side / 2,
    width: side,
    height: side,
    color: rgb(1, 1, 1),
    opacity: opacity < 1 ? opacity : undefined,
  })
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(color.red, color.green, color.blue)]
  const top = side / 2 - QUIET_MODULES * unit
  const left = -side / 2 + QUIET_MODULES * unit
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!code.modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && code.modules.get(row, col)) col++
      ops.push(rectangle(left + start * unit, top - (row + 1) * unit, (col - start) * unit, unit))
    }
  }
  ops.push(fill(), popGraphicsState())
  page.pushOperators(...ops)
}
