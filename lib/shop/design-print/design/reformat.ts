import type { DesignDocument } from './document'
import type { Format } from './format'
import type { Layer } from './layers'
import { DESIGN_LIMITS } from './limits'

/**
 * A card design re-laid for another format of the same shape (ADR 0080): A6 → A5 scales every page
 * by √2, so the shopper's texts and photos keep their places, sizes and words. Only formats of the
 * same fold, orientation and side ratio qualify (`takesFormat`); a DIN-long design is not squeezed
 * into a square, the tool does not offer that format.
 */

/** Side ratios closer than this are the same shape: ISO A formats are rounded to whole mm (148/105 vs 210/148). */
const RATIO_TOLERANCE = 0.02

export function takesFormat(from: Format, to: Format): boolean {
  if (from.fold !== to.fold || from.orientation !== to.orientation || from.cut !== to.cut) return false
  const ratio = (f: Format) => f.trimWidthMm / f.trimHeightMm
  return Math.abs(ratio(from) / ratio(to) - 1) <= RATIO_TOLERANCE
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round = (value: number) => Math.round(value * 1000) / 1000

function scaleLayer(layer: Layer, factor: number, dx: number, dy: number): Layer {
  const box = {
    x: round(layer.x * factor + dx),
    y: round(layer.y * factor + dy),
    width: round(Math.max(DESIGN_LIMITS.minLayerSideMm, layer.width * factor)),
    height: round(Math.max(DESIGN_LIMITS.minLayerSideMm, layer.height * factor)),
  }
  const radius = (mm: number | undefined) =>
    mm === undefined ? undefined : round(clamp(mm * factor, 0, DESIGN_LIMITS.maxCornerRadiusMm))
  const stroke = (mm: number) => round(clamp(mm * factor, 0, DESIGN_LIMITS.maxStrokeMm))
  switch (layer.type) {
    case 'text':
    case 'calendar-grid': {
      const max = layer.type === 'text' ? DESIGN_LIMITS.maxFontSizePt : layer.fontSizePt
      const fontSizePt = round(clamp(layer.fontSizePt * factor, DESIGN_LIMITS.minFontSizePt, max))
      return { ...layer, ...box, fontSizePt }
    }
    case 'photo':
      return {
        ...layer,
        ...box,
        ...(layer.cornerRadiusMm === undefined ? {} : { cornerRadiusMm: radius(layer.cornerRadiusMm) }),
      }
    case 'frame':
      return { ...layer, ...box, strokeMm: stroke(layer.strokeMm) }
    case 'shape':
      return {
        ...layer,
        ...box,
        ...(layer.stroke ? { stroke: { ...layer.stroke, widthMm: stroke(layer.stroke.widthMm) } } : {}),
        ...(layer.cornerRadiusMm === undefined ? {} : { cornerRadiusMm: radius(layer.cornerRadiusMm) }),
      }
    default:
      return { ...layer, ...box }
  }
}

/**
 * The document in `target` (which `takesFormat` must accept): every panel page scaled by one factor,
 * centred on the small rounding difference of the sides. Pages with their own size (a card's
 * envelope) keep it and their layers: the envelope is chosen separately. Bleed and safe margin are the
 * target's (printing rules, not design).
 */
export function relayDocument(document: DesignDocument, target: Format): DesignDocument {
  const from = document.format
  if (!takesFormat(from, target)) {
    throw new RangeError(`A ${from.key} design cannot be re-laid as ${target.key}`)
  }
  const factor = Math.min(target.trimWidthMm / from.trimWidthMm, target.trimHeightMm / from.trimHeightMm)
  // Panel offsets: half of what the uniform factor leaves over on the longer side of one panel.
  const panels = from.fold === 'vertical' ? [2, 1] : from.fold === 'none' ? [1, 1] : [1, 2]
  const dx = (target.trimWidthMm - from.trimWidthMm * factor) / 2 / (panels[0] ?? 1)
  const dy = (target.trimHeightMm - from.trimHeightMm * factor) / 2 / (panels[1] ?? 1)
  return {
    ...document,
    format: { ...target },
    pages: document.pages.map((page) =>
      page.sizeMm ? page : { ...page, layers: page.layers.map((layer) => scaleLayer(layer, factor, dx, dy)) },
    ),
  }
}
