import {
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import type { TextLayer } from '@/lib/shop/design-print/design/layers'
import { DESIGN_LIMITS } from '@/lib/shop/design-print/design/limits'
import { alpha, type LocalBox } from './ops'

/** Same baseline rule as the SVG preview (svg-text.ts), so proof and thumbnail agree. */
const ASCENT_EM = 0.8

type Line = { text: string; lastOfParagraph: boolean }
type Layout = { lines: Line[]; size: number; lineHeight: number; spacing: number }

/**
 * Lays out and draws a text layer with the embedded font's real metrics: word wrap, alignment
 * including justification, letter spacing, line height, max lines with an ellipsis and auto-shrink.
 * Text is drawn as text (Tj with a ToUnicode map), never as outlines.
 */
export function drawTextLayer(page: PDFPage, box: LocalBox, layer: TextLayer, font: PDFFont, color: RGB) {
  const layout = fitText(layer, box, font)
  const block = layout.lines.length * layout.lineHeight
  const free = box.h - block
  const top =
    box.h / 2 - (layer.verticalAlign === 'top' ? 0 : layer.verticalAlign === 'middle' ? free / 2 : free)
  const measure = (s: string) => widthOf(font, s, layout.size, layout.spacing)
  page.pushOperators(pushGraphicsState(), setCharacterSpacing(layout.spacing))
  layout.lines.forEach((line, i) => {
    const baseline =
      top - i * layout.lineHeight - (layout.lineHeight - layout.size) / 2 - layout.size * ASCENT_EM
    const opts = { size: layout.size, font, color, opacity: alpha(layer.opacity) }
    const words = line.text.split(' ')
    if (layer.align === 'justify' && !line.lastOfParagraph && words.length > 1) {
      const gap = (box.w - words.reduce((sum, w) => sum + measure(w), 0)) / (words.length - 1)
      let x = -box.w / 2
      for (const word of words) {
        page.drawText(word, { ...opts, x, y: baseline })
        x += measure(word) + gap
      }
      return
    }
    const width = measure(line.text)
    const x = layer.align === 'center' ? -width / 2 : layer.align === 'right' ? box.w / 2 - width : -box.w / 2
    page.drawText(line.text, { ...opts, x, y: baseline })
  })
  page.pushOperators(popGraphicsState())
}

/**
 * Advance widths at 1 pt per font and string. Wrapping measures every candidate line and a guest
 * list repeats most of them, while each uncached measurement runs fontkit's full shaping.
 */
const widthCache = new WeakMap<PDFFont, Map<string, number>>()

function widthOf(font: PDFFont, text: string, size: number, spacing: number): number {
  let cache = widthCache.get(font)
  if (!cache) widthCache.set(font, (cache = new Map()))
  let unit = cache.get(text)
  if (unit === undefined) {
    unit = font.widthOfTextAtSize(text, 1)
    if (cache.size < 50_000) cache.set(text, unit)
  }
  return unit * size + spacing * Math.max(0, [...text].length - 1)
}

export function fitText(layer: TextLayer, box: LocalBox, font: PDFFont): Layout {
  const minSize = DESIGN_LIMITS.minFontSizePt
  let size = layer.fontSizePt
  for (;;) {
    const layout = layoutAt(layer, box, font, size)
    const tooTall = layout.lines.length * layout.lineHeight > box.h + 0.01
    const tooWide = layout.lines.some((l) => widthOf(font, l.text, size, layout.spacing) > box.w + 0.01)
    if (!layer.autoShrink || (!tooTall && !tooWide) || size <= minSize) return layout
    size = Math.max(minSize, size * 0.95)
  }
}

function layoutAt(layer: TextLayer, box: LocalBox, font: PDFFont, size: number): Layout {
  const spacing = layer.letterSpacingEm * size
  const measure = (s: string) => widthOf(font, s, size, spacing)
  let lines = layer.content
    .replace(/\t/g, ' ')
    .split(/\r?\n/)
    .flatMap((paragraph) => {
      const wrapped = wrap(paragraph, box.w, measure)
      // Trailing spaces (a blank field at the end) would push centred and right-aligned text aside.
      return wrapped.map((text, i) => ({ text: text.trimEnd(), lastOfParagraph: i === wrapped.length - 1 }))
    })
  if (layer.maxLines !== undefined && lines.length > layer.maxLines) {
    lines = lines.slice(0, layer.maxLines)
    const last = lines[lines.length - 1]!
    let chars = [...last.text]
    while (chars.length > 0 && measure(`${chars.join('')}…`) > box.w) chars = chars.slice(0, -1)
    lines[lines.length - 1] = { text: `${chars.join('').trimEnd()}…`, lastOfParagraph: true }
  }
  return { lines, size, lineHeight: size * layer.lineHeight, spacing }
}

function wrap(paragraph: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (measure(candidate) <= width) {
      line = candidate
      continue
    }
    if (line !== '') lines.push(line)
    line = ''
    for (const char of word) {
      if (line !== '' && measure(line + char) > width) {
        lines.push(line)
        line = ''
      }
      line += char
    }
  }
  lines.push(line)
  return lines
}

export const layerBoxPt = (layer: { width: number; height: number }): LocalBox => ({
  w: mmToPt(layer.width),
  h: mmToPt(layer.height),
})
