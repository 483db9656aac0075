import 'server-only'
import type { Font, Glyph } from '@pdf-lib/fontkit'
import type { TextLayer } from '../layers'
import type { TextRenderer } from '../svg-context'
import { el, num } from '../svg-xml'
import { layoutText } from '../text-layout'
import { fontFace } from './font-faces'

/**
 * Text layers as outlined paths in the real design fonts, for raster previews: librsvg (sharp) has
 * no access to the @fontsource files, so <text> would fall back to a system face. Wrapping uses the
 * font's true advance widths, so lines break where the editor and the PDF break them.
 */

type Command = { op: string; values: number[] }
/** Parsed glyph outlines per face, keyed by glyph id: the same letters recur on every card. */
const glyphCache = new WeakMap<Font, Map<number, Command[]>>()

function glyphCommands(font: Font, glyph: Glyph): Command[] {
  let byId = glyphCache.get(font)
  if (!byId) {
    byId = new Map()
    glyphCache.set(font, byId)
  }
  let commands = byId.get(glyph.id)
  if (!commands) {
    commands = [...glyph.path.toSVG().matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(([, op = 'Z', args = '']) => ({
      op,
      values:
        args.trim() === ''
          ? []
          : args
              .trim()
              .split(/[\s,]+/)
              .map(Number),
    }))
    byId.set(glyph.id, commands)
  }
  return commands
}

/**
 * Advance width in em and glyph count per string. Shaping is the slow part of fontkit and
 * wrapping with autoShrink measures the same words at many sizes, so widths are kept in em.
 */
const widthCache = new WeakMap<Font, Map<string, [number, number]>>()
const MAX_CACHED_WIDTHS = 20_000

function wordWidth(font: Font, word: string): [number, number] {
  let byText = widthCache.get(font)
  if (!byText || byText.size > MAX_CACHED_WIDTHS) {
    byText = new Map()
    widthCache.set(font, byText)
  }
  let entry = byText.get(word)
  if (!entry) {
    const run = font.layout(word)
    entry = [run.positions.reduce((sum, p) => sum + p.xAdvance, 0) / font.unitsPerEm, run.glyphs.length]
    byText.set(word, entry)
  }
  return entry
}

/** Word by word (kerning across a space is negligible), so every word is shaped once per face. */
function measure(font: Font, text: string, fontSizeMm: number, spacingEm: number): number {
  let em = 0
  let glyphs = 0
  text.split(' ').forEach((word, i) => {
    const [w, n] = wordWidth(font, i === 0 ? word : ` ${word}`)
    em += w
    glyphs += n
  })
  return (em + spacingEm * glyphs) * fontSizeMm
}

/** Path data of one line with its left end at x and its baseline at y (font units are y-up). */
function linePath(font: Font, text: string, x: number, y: number, sizeMm: number, spacingEm: number): string {
  const scale = sizeMm / font.unitsPerEm
  const run = font.layout(text)
  let pen = 0
  const parts: string[] = []
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]
    const dx = x + (pen + (position?.xOffset ?? 0)) * scale
    const dy = y - (position?.yOffset ?? 0) * scale
    for (const { op, values } of glyphCommands(font, glyph)) {
      const points = values.map((v, k) => num(k % 2 === 0 ? dx + v * scale : dy - v * scale))
      parts.push(op + points.join(' '))
    }
    pen += (position?.xAdvance ?? glyph.advanceWidth) + spacingEm * font.unitsPerEm
  })
  return parts.join('')
}

export const outlineText: TextRenderer = (layer: TextLayer, content: string, fill: string): string => {
  const font = fontFace(layer.fontFamily, layer.fontWeight, layer.italic)
  const spacing = layer.letterSpacingEm
  const layout = layoutText(content, layer, (text, size) => measure(font, text, size, spacing))
  const block = layout.lines.length * layout.lineHeightMm
  const free = layer.height - block
  const top =
    layer.y + (layer.verticalAlign === 'top' ? 0 : layer.verticalAlign === 'middle' ? free / 2 : free)
  // Centre the font's ascent-to-descent box in each line box, as CSS and Konva do.
  const ascent = font.ascent / font.unitsPerEm
  const descent = -font.descent / font.unitsPerEm
  const inset = (layout.lineHeightMm - (ascent + descent) * layout.fontSizeMm) / 2
  const d = layout.lines
    .map((line, i) => {
      const width = measure(font, line, layout.fontSizeMm, spacing)
      const free = layer.width - width
      const x = layer.x + (layer.align === 'center' ? free / 2 : layer.align === 'right' ? free : 0)
      const baseline = top + i * layout.lineHeightMm + inset + ascent * layout.fontSizeMm
      return linePath(font, line, x, baseline, layout.fontSizeMm, spacing)
    })
    .join('')
  return d === '' ? '' : el('path', { d, fill })
}
