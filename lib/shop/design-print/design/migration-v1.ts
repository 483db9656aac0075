import { DESIGN_LIMITS } from './limits'

/** A document as stored, before it is known to be valid. */
export type JsonObject = Record<string, unknown>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** CSS pixels are 1/96 inch, points 1/72 inch. */
const PT_PER_PX = 72 / 96

/**
 * v1 → v2. The first editor sized text in screen pixels (`fontSizePx`, CSS px at 96 dpi), left bleed
 * to the print shop (no `bleedMm`; the press always added 3 mm) and let the PDF step guess fonts
 * (no `fonts` list). v2 stores points, an explicit bleed and the faces to embed.
 *
 * Sizes are rounded to 0.01 pt (what the editor's input shows) and clamped into today's limits: a v1
 * text of 4 px was legal then and must still open, slightly larger, rather than refuse to load.
 * Anything else that is malformed is left alone for the final validation to report.
 */
export function migrateV1ToV2(doc: JsonObject): JsonObject {
  const format = isJsonObject(doc.format) ? doc.format : undefined
  if (format && format.bleedMm === undefined) format.bleedMm = DESIGN_LIMITS.defaultBleedMm

  const textLayers = (Array.isArray(doc.pages) ? doc.pages : [])
    .flatMap((page) => (isJsonObject(page) && Array.isArray(page.layers) ? page.layers : []))
    .filter((layer): layer is JsonObject => isJsonObject(layer) && layer.type === 'text')

  for (const layer of textLayers) {
    if (typeof layer.fontSizePx !== 'number') continue
    const pt = Math.round(layer.fontSizePx * PT_PER_PX * 100) / 100
    layer.fontSizePt = Math.min(DESIGN_LIMITS.maxFontSizePt, Math.max(DESIGN_LIMITS.minFontSizePt, pt))
    delete layer.fontSizePx
  }

  if (doc.fonts === undefined) doc.fonts = fontsOf(textLayers)
  return doc
}

function fontsOf(textLayers: JsonObject[]): { family: string; weights: number[]; italic: boolean }[] {
  const fonts = new Map<string, { weights: Set<number>; italic: boolean }>()
  for (const layer of textLayers) {
    if (typeof layer.fontFamily !== 'string') continue
    const entry = fonts.get(layer.fontFamily) ?? { weights: new Set<number>(), italic: false }
    // v1 had the same defaults as v2 (400, upright), so an absent field means the default face.
    entry.weights.add(typeof layer.fontWeight === 'number' ? layer.fontWeight : 400)
    entry.italic ||= layer.italic === true
    fonts.set(layer.fontFamily, entry)
  }
  return [...fonts].map(([family, { weights, italic }]) => ({
    family,
    weights: [...weights].sort((a, b) => a - b),
    italic,
  }))
}
