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
import { qrDrawing } from '@/lib/shop/design-print/design/qr-code'
import { qrText, quietModulesOf } from '@/lib/shop/design-print/design/qr-rules'
import type { QrLayer } from '@/lib/shop/design-print/design/layers'
import type { LocalBox } from './ops'

/**
 * A QR code as vector squares (ADR 0097): the white quiet zone, then the runs of dark modules that
 * the canvas and the previews draw too (qr-code.ts), all filled by a single operator, so it stays
 * sharp at any size, costs little and leaves no image on the page. The layer's text is already the
 * guest's when the print job merged the card for a guest-list row.
 */
export function drawQr(page: PDFPage, box: LocalBox, layer: QrLayer, color: RGB) {
  const text = qrText(layer)
  if (text === null) return
  const drawing = qrDrawing(text, quietModulesOf(layer))
  // The document schema bounds the text, a merged row may pass it: a print file must not guess.
  if (!drawing) throw new Error(`QR layer "${layer.name}": the text is too long for a QR code`)
  const side = Math.min(box.w, box.h)
  const unit = side / drawing.units
  page.drawRectangle({
    x: -side / 2,
    y: -side / 2,
    width: side,
    height: side,
    color: rgb(1, 1, 1),
    opacity: layer.opacity < 1 ? layer.opacity : undefined,
  })
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(color.red, color.green, color.blue)]
  const top = side / 2
  const left = -side / 2
  for (const run of drawing.runs) {
    ops.push(rectangle(left + run.col * unit, top - (run.row + 1) * unit, run.length * unit, unit))
  }
  ops.push(fill(), popGraphicsState())
  page.pushOperators(...ops)
}
