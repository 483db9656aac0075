import type { DesignFontFamily } from '../../design-print/design/fonts'
import { designFont } from '../../design-print/design/fonts'
import type { Box } from '../../design-print/design/geometry'
import { ptToMm } from '../../design-print/design/geometry'
import { clipart, shape, textLayer, type LayerDraft } from '../../design-print/design/templates'
import type { Look } from './look'

/** Geometry and text helpers shared by the page builders; all sizes derive from the page, never constants. */

export const MOTIF_COLORS = ['palette:accent', 'palette:deco', 'palette:soft']

export function motif(look: Look, box: Box, extra: { rotation?: number; opacity?: number } = {}): LayerDraft {
  const side = Math.min(box.width, box.height)
  return clipart({
    motifId: look.motif,
    colors: MOTIF_COLORS,
    x: box.x + (box.width - side) / 2,
    y: box.y + (box.height - side) / 2,
    width: side,
    height: side,
    name: 'Motiv',
    locked: true,
    // Ornaments are foiled when the card is ordered with a refinement (ADR 0082).
    foil: true,
    ...extra,
  })
}

/** A font size in pt for a text about `mm` tall, within the model's limits. */
export function pt(mm: number): number {
  return Math.round(Math.min(120, Math.max(5, mm / ptToMm(1))) * 2) / 2
}

/** The heaviest weight the family ships up to 700, so a bold headline never asks for a missing face. */
export function boldWeight(family: DesignFontFamily): number {
  const weights: readonly number[] = designFont(family)?.weights ?? [400]
  return weights.includes(700) ? 700 : 400
}

export type TextEntry = {
  content: string
  /** Share of the box height this text gets. */
  share: number
  sizeMm: number
  font: DesignFontFamily
  bold?: boolean
  color?: string
  name: string
  /** Printed in the card's refinement, if it has one (the headline). */
  foil?: boolean
}

/** Texts stacked top to bottom in `box`, centred; each shrinks to fit its share of the height. */
export function stack(
  box: Box,
  entries: readonly TextEntry[],
  align: 'center' | 'left' = 'center',
): LayerDraft[] {
  const total = entries.reduce((sum, e) => sum + e.share, 0)
  let y = box.y
  return entries.map((entry, i) => {
    const height = (box.height * entry.share) / total
    const layer = textLayer({
      name: entry.name,
      content: entry.content,
      x: box.x,
      y,
      width: box.width,
      height,
      fontFamily: entry.font,
      fontSizePt: pt(Math.min(entry.sizeMm, height * 0.9, fitWord(entry.content, box.width))),
      fontWeight: entry.bold ? boldWeight(entry.font) : 400,
      color: entry.color ?? 'palette:ink',
      align,
      verticalAlign: i === 0 && entries.length > 1 ? 'bottom' : 'middle',
      lineHeight: 1.15,
      autoShrink: true,
      ...(entry.foil ? { foil: true } : {}),
    })
    y += height
    return layer
  })
}

/** The largest size (mm) at which the longest word still fits the width: names never break mid-word. */
function fitWord(content: string, width: number): number {
  const longest = Math.max(1, ...content.split(/\s+/).map((word) => [...word].length))
  return width / (longest * 0.68)
}

export function rule(x: number, y: number, width: number): LayerDraft {
  return shape({
    shape: 'line',
    x,
    y,
    width,
    height: 1,
    stroke: { color: 'palette:accent', widthMm: 0.35 },
    name: 'Linie',
  })
}

export function split(box: Box, share: number, direction: 'vertical' | 'horizontal'): [Box, Box] {
  if (direction === 'vertical') {
    const h = box.height * share
    return [
      { ...box, height: h },
      { ...box, y: box.y + h, height: box.height - h },
    ]
  }
  const w = box.width * share
  return [
    { ...box, width: w },
    { ...box, x: box.x + w, width: box.width - w },
  ]
}
