import { tokenizeSvg } from '@/lib/shop/design-print/uploads/svg-tokens'

/**
 * A parsed SVG drawing of the subset the print renderer turns into PDF vectors: groups, paths and the
 * basic shapes with solid fills and strokes. Anything else (gradients, text, images, masks, filters,
 * <use>) makes parseVectorSvg return null, and the caller rasterises the file instead.
 */
export type SvgNode = { name: string; attrs: Record<string, string>; children: SvgNode[] }
export type VectorSvg = { viewBox: [number, number, number, number]; root: SvgNode }

const DRAWN = new Set(['g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'svg'])
const IGNORED = new Set(['title', 'desc', 'metadata', 'defs'])

export function parseVectorSvg(source: string): VectorSvg | null {
  let tokens
  try {
    tokens = tokenizeSvg(source)
  } catch {
    return null
  }
  const stack: SvgNode[] = [{ name: '#root', attrs: {}, children: [] }]
  let skipping = 0
  for (const token of tokens) {
    if (token.kind === 'open') {
      const name = token.name.toLowerCase()
      if (skipping > 0 || IGNORED.has(name)) {
        if (!token.selfClosing) skipping++
        continue
      }
      if (!DRAWN.has(name)) return null
      const attrs = Object.fromEntries(token.attributes.map(([k, v]) => [k.toLowerCase(), v]))
      if (Object.values(attrs).some((v) => /url\(/i.test(v))) return null
      const node = { name, attrs, children: [] }
      stack[stack.length - 1]!.children.push(node)
      if (!token.selfClosing) stack.push(node)
    } else if (token.kind === 'close') {
      if (skipping > 0) skipping--
      else stack.pop()
    } else if (token.kind === 'text' && skipping === 0 && token.text.trim() && stack.length > 1) {
      return null
    } else if (token.kind === 'doctype' || token.kind === 'instruction') {
      return null
    }
  }
  const root = stack[0]!.children[0]
  if (!root || root.name !== 'svg') return null
  const box = (root.attrs.viewbox ?? '').split(/[\s,]+/).map(Number)
  const viewBox: [number, number, number, number] =
    box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0
      ? [box[0]!, box[1]!, box[2]!, box[3]!]
      : [0, 0, parseFloat(root.attrs.width ?? '') || 100, parseFloat(root.attrs.height ?? '') || 100]
  return { viewBox, root }
}

/** The path data of a drawn element (shapes converted), or null for a group. */
export function pathOf(node: SvgNode): string | null {
  const n = (key: string, fallback = 0) => {
    const value = parseFloat(node.attrs[key] ?? '')
    return Number.isFinite(value) ? value : fallback
  }
  const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
    `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`
  switch (node.name) {
    case 'path':
      return node.attrs.d ?? ''
    case 'rect': {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')]
      const rx = Math.min(n('rx', n('ry')), w / 2)
      const ry = Math.min(n('ry', rx), h / 2)
      if (rx <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
        `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
        `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      )
    }
    case 'circle':
      return ellipse(n('cx'), n('cy'), n('r'), n('r'))
    case 'ellipse':
      return ellipse(n('cx'), n('cy'), n('rx'), n('ry'))
    case 'line':
      return `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`
    case 'polyline':
    case 'polygon': {
      const points = (node.attrs.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number)
      if (points.length < 4 || points.some((p) => !Number.isFinite(p))) return ''
      const pairs = []
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`)
      return `M${pairs.join('L')}${node.name === 'polygon' ? 'Z' : ''}`
    }
    default:
      return null
  }
}
