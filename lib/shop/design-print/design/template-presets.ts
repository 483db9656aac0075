import type { Palette } from './colors'
import type { DesignDocument } from './document'
import { standardFormat, STANDARD_FORMATS, type StandardFormatKey } from './formats'
import { bleedBox, panelSize, safeBox } from './geometry'
import { createDocument, page, photoSlot, shape, textLayer, type PageDraft } from './templates'

export type PhotoCardParams = {
  id: string
  format: StandardFormatKey
  /** Needs `ink`, `accent` and `paper`; the layers only reference the palette, never literal colours. */
  palette: Palette & { ink: string; accent: string; paper: string }
  fontFamily: string
  headline: string
  /** Second line, usually with fields like `{{Datum}}`. */
  subline: string
  withPhoto: boolean
}

/**
 * One parametric catalogue design that adapts to any standard format: photo on top (full bleed),
 * headline and subline in the safe area below, an accent rule between them. The seed script loops
 * over formats × palettes × fonts × texts; geometry comes from the format, never from constants.
 */
export function photoCardTemplate(params: PhotoCardParams): DesignDocument {
  const format = standardFormat(params.format)
  const panel = panelSize(format)
  const safe = safeBox(format)
  const bleed = bleedBox(format)
  const photoHeight = params.withPhoto ? panel.height * 0.55 : 0
  const textTop = params.withPhoto ? photoHeight + format.safeMarginMm / 2 : safe.y
  const textHeight = safe.y + safe.height - textTop

  const front = page('front', {
    background: { kind: 'color', color: 'palette:paper' },
    layers: [
      ...(params.withPhoto
        ? [photoSlot({ x: bleed.x, y: bleed.y, width: bleed.width, height: photoHeight - bleed.y })]
        : []),
      textLayer({
        content: params.headline,
        x: safe.x,
        y: textTop,
        width: safe.width,
        height: textHeight * 0.6,
        fontFamily: params.fontFamily,
        fontSizePt: Math.max(8, Math.min(36, panel.height / 4)),
        fontWeight: 700,
        color: 'palette:ink',
        align: 'center',
        verticalAlign: 'bottom',
        autoShrink: true,
      }),
      shape({
        shape: 'line',
        x: safe.x + safe.width / 3,
        y: textTop + textHeight * 0.62,
        width: safe.width / 3,
        height: 1,
        stroke: { color: 'palette:accent', widthMm: 0.4 },
      }),
      textLayer({
        content: params.subline,
        x: safe.x,
        y: textTop + textHeight * 0.66,
        width: safe.width,
        height: textHeight * 0.34,
        fontFamily: params.fontFamily,
        fontSizePt: Math.max(6, Math.min(14, panel.height / 10)),
        color: 'palette:ink',
        align: 'center',
        autoShrink: true,
      }),
    ],
  })
  const others: PageDraft[] = STANDARD_FORMATS[params.format].roles
    .filter((role) => role !== 'front')
    .map((role) => page(role, { background: { kind: 'color', color: 'palette:paper' } }))
  return createDocument({ id: params.id, format, palette: params.palette, pages: [front, ...others] })
}
