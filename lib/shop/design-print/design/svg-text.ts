import type { TextLayer } from './layers'
import { el, escapeXml, num } from './svg-xml'
import { layoutText } from './text-layout'

const ANCHOR = { left: 'start', center: 'middle', right: 'end', justify: 'start' } as const
/** Baseline sits about 0.8 em below the top of a line box in most Latin faces. */
const ASCENT_EM = 0.8

/**
 * A text layer as <text> with one <tspan> per estimated line. `content` is already merged; escaping
 * happens here, once, so callers cannot forget it. Justified text is drawn left-aligned: faking
 * justification without metrics looks worse than not doing it, and the PDF does it properly.
 */
export function renderText(layer: TextLayer, content: string, fill: string): string {
  const layout = layoutText(content, layer)
  const block = layout.lines.length * layout.lineHeightMm
  const free = layer.height - block
  const top =
    layer.y + (layer.verticalAlign === 'top' ? 0 : layer.verticalAlign === 'middle' ? free / 2 : free)
  const x = layer.x + (layer.align === 'center' ? layer.width / 2 : layer.align === 'right' ? layer.width : 0)
  const baseline = top + (layout.lineHeightMm - layout.fontSizeMm) / 2 + layout.fontSizeMm * ASCENT_EM

  const tspans = layout.lines
    .map(
      (line, i) =>
        `<tspan x="${num(x)}" y="${num(baseline + i * layout.lineHeightMm)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return el(
    'text',
    {
      'xml:space': 'preserve',
      'font-family': `'${layer.fontFamily}', sans-serif`,
      'font-size': layout.fontSizeMm,
      'font-weight': layer.fontWeight,
      'font-style': layer.italic ? 'italic' : undefined,
      'letter-spacing': layer.letterSpacingEm ? layer.letterSpacingEm * layout.fontSizeMm : undefined,
      'text-anchor': ANCHOR[layer.align],
      fill,
    },
    tspans,
  )
}
