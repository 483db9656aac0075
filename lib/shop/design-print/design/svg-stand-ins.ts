import type { Box } from './geometry'
import type { QrLayer } from './layers'
import type { SvgContext } from './svg-context'
import { el, escapeXml } from './svg-xml'

/**
 * Stand-ins for content the renderer cannot draw or was not given: empty photo slots, motifs
 * without an asset, and a QR code whose text is too long to encode. They keep size and position truthful
 * so previews and proofs show the layout.
 */
const PLACEHOLDER_FILL = '#e4e4e4'
const PLACEHOLDER_INK = '#8a8a8a'

/** A motif or artwork whose image was not supplied: a dashed outline with its name. */
export function outlinePlaceholder(box: Box, label: string): string {
  const outline = { fill: 'none', stroke: PLACEHOLDER_INK, 'stroke-width': 0.3, 'stroke-dasharray': '1 1' }
  return el('rect', { ...box, ...outline }) + caption(box, label)
}

/** An empty photo slot: grey hatching and its label, so customers see where a photo goes. */
export function photoPlaceholder(box: Box, label: string, ctx: SvgContext): string {
  const hatch = ctx.def('photo-hatch', (id) =>
    el(
      'pattern',
      { id, patternUnits: 'userSpaceOnUse', width: 4, height: 4, patternTransform: 'rotate(45)' },
      el('rect', { x: 0, y: 0, width: 4, height: 4, fill: PLACEHOLDER_FILL }) +
        el('rect', { x: 0, y: 0, width: 0.6, height: 4, fill: '#d2d2d2' }),
    ),
  )
  return el('rect', { ...box, fill: `url(#${hatch})` }) + caption(box, label)
}

/** A centred caption scaled to the box, for empty slots and the QR stand-in. */
function caption(box: Box, text: string): string {
  const size = Math.max(1.5, Math.min(box.height / 6, box.width / Math.max(4, text.length * 0.6)))
  return el(
    'text',
    {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2 + size * 0.35,
      'font-family': 'sans-serif',
      'font-size': size,
      'text-anchor': 'middle',
      fill: PLACEHOLDER_INK,
    },
    escapeXml(text),
  )
}

export function renderQrPlaceholder(layer: QrLayer, ctx: SvgContext): string {
  // Text too long for a QR code (svg-qr.ts): the box with finder squares shows size and quiet zone.
  const ink = ctx.color(layer.color)
  const side = Math.min(layer.width, layer.height)
  const finder = side * 0.22
  const corners = [
    [layer.x, layer.y],
    [layer.x + layer.width - finder, layer.y],
    [layer.x, layer.y + layer.height - finder],
  ] as const
  return (
    el('rect', {
      x: layer.x,
      y: layer.y,
      width: layer.width,
      height: layer.height,
      fill: '#ffffff',
      stroke: ink,
      'stroke-width': side * 0.02,
    }) +
    corners.map(([x, y]) => el('rect', { x, y, width: finder, height: finder, fill: ink })).join('') +
    caption({ x: layer.x, y: layer.y, width: layer.width, height: layer.height }, 'QR')
  )
}
