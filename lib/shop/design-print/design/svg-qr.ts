import type { QrLayer } from './layers'
import { qrDrawing, qrPathData } from './qr-code'
import { qrSquare, qrText, quietModulesOf } from './qr-rules'
import type { SvgContext } from './svg-context'
import { renderQrPlaceholder } from './svg-stand-ins'
import { el } from './svg-xml'

/**
 * A QR code in the SVG previews and the server's still (ADR 0097): the white square with its quiet
 * zone and the dark runs as one path, the same modules the canvas and the print PDF draw. Text too
 * long for a QR code keeps the stand-in, so the layout still shows; a card without a household none.
 */
export function renderQr(layer: QrLayer, ctx: SvgContext): string {
  const text = qrText(layer)
  if (text === null) return ''
  const drawing = qrDrawing(text, quietModulesOf(layer))
  if (!drawing) return renderQrPlaceholder(layer, ctx)
  const { x, y, side } = qrSquare(layer)
  return (
    el('rect', { x, y, width: side, height: side, fill: '#ffffff' }) +
    el('path', { d: qrPathData(drawing, x, y, side), fill: ctx.color(layer.color) })
  )
}
