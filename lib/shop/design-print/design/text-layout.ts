import { ptToMm } from './geometry'
import type { TextLayer } from './layers'
import { DESIGN_LIMITS } from './limits'

/**
 * A font-free estimate of how text wraps. Previews and server thumbnails have no font metrics, so
 * widths are guessed per character class (in em). It is close enough for a thumbnail and for the
 * "text may not fit" warning; the editor (Konva, real fonts) and the PDF (embedded fonts, exact
 * metrics) lay out text properly and are authoritative.
 */
function charEm(char: string): number {
  if (char === ' ') return 0.28
  if ("iljI.,:;!|'`".includes(char)) return 0.3
  if ('mwMW@%'.includes(char)) return 0.85
  if (char !== char.toLowerCase()) return 0.66
  return 0.52
}

export function estimateWidthMm(
  text: string,
  fontSizeMm: number,
  letterSpacingEm: number,
  bold: boolean,
): number {
  let em = 0
  for (const char of text) em += charEm(char) + letterSpacingEm
  return em * fontSizeMm * (bold ? 1.06 : 1)
}

export type TextLayout = { lines: string[]; fontSizeMm: number; lineHeightMm: number; overflows: boolean }

type LayoutInput = Pick<
  TextLayer,
  | 'width'
  | 'height'
  | 'fontSizePt'
  | 'fontWeight'
  | 'lineHeight'
  | 'letterSpacingEm'
  | 'maxLines'
  | 'autoShrink'
>

/** Width in mm of `text` at `fontSizeMm`, letter spacing included; real font metrics where known. */
export type MeasureText = (text: string, fontSizeMm: number) => number

/**
 * Wraps (and with autoShrink, shrinks) a text layer's content. Without `measureText` widths are the
 * font-free estimate below; the preview renderer passes real metrics (lib/shop/design-print/design/preview).
 */
export function layoutText(text: string, layer: LayoutInput, measureText?: MeasureText): TextLayout {
  const bold = layer.fontWeight >= 600
  const fit = (fontSizeMm: number) => {
    const measure = (s: string) =>
      measureText ? measureText(s, fontSizeMm) : estimateWidthMm(s, fontSizeMm, layer.letterSpacingEm, bold)
    let lines = text.split('\n').flatMap((paragraph) => wrap(paragraph, layer.width, measure))
    if (layer.maxLines !== undefined && lines.length > layer.maxLines) {
      lines = lines.slice(0, layer.maxLines)
      lines[lines.length - 1] = ellipsize(lines[lines.length - 1] ?? '', layer.width, measure)
    }
    const lineHeightMm = fontSizeMm * layer.lineHeight
    const overflows =
      lines.length * lineHeightMm > layer.height + 1e-6 || lines.some((l) => measure(l) > layer.width)
    return { lines, fontSizeMm, lineHeightMm, overflows }
  }
  let layout = fit(ptToMm(layer.fontSizePt))
  // 5 % steps: at most ~75 tries from 200 pt down to the minimum, each a cheap string pass.
  const minMm = ptToMm(DESIGN_LIMITS.minFontSizePt)
  while (layer.autoShrink && layout.overflows && layout.fontSizeMm > minMm) {
    layout = fit(Math.max(minMm, layout.fontSizeMm * 0.95))
  }
  return layout
}

/** Greedy word wrap; a word wider than the box is broken between characters. */
function wrap(paragraph: string, widthMm: number, measure: (s: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (measure(candidate) <= widthMm) {
      line = candidate
      continue
    }
    if (line !== '') lines.push(line)
    line = ''
    for (const char of word) {
      if (line !== '' && measure(line + char) > widthMm) {
        lines.push(line)
        line = ''
      }
      line += char
    }
  }
  lines.push(line)
  return lines
}

function ellipsize(line: string, widthMm: number, measure: (s: string) => number): string {
  let chars = [...line]
  while (chars.length > 0 && measure(`${chars.join('')}…`) > widthMm) chars = chars.slice(0, -1)
  return `${chars.join('').trimEnd()}…`
}
