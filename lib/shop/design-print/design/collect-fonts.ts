import type { FontSpec } from './document'
import type { LayerDraft } from './templates'

/** Lists every face the text and calendar-grid layers use, merged with `extra`, so the fonts check always passes. */
export function collectFonts(
  pages: readonly { layers?: readonly LayerDraft[] }[],
  extra: readonly FontSpec[],
): FontSpec[] {
  const byFamily = new Map<string, { weights: Set<number>; italic: boolean }>()
  const note = (family: string, weights: readonly number[], italic: boolean) => {
    const entry = byFamily.get(family) ?? { weights: new Set<number>(), italic: false }
    weights.forEach((w) => entry.weights.add(w))
    entry.italic ||= italic
    byFamily.set(family, entry)
  }
  extra.forEach((font) => note(font.family, font.weights, font.italic))
  for (const { layers = [] } of pages) {
    for (const layer of layers) {
      if (layer.type === 'text') note(layer.fontFamily, [layer.fontWeight ?? 400], layer.italic ?? false)
      // The PDF embeds a calendar grid's face like a text's (ADR 0068).
      if (layer.type === 'calendar-grid') note(layer.fontFamily, [layer.fontWeight ?? 400], false)
    }
  }
  return [...byFamily].map(([family, { weights, italic }]) => ({
    family,
    weights: [...weights].sort((a, b) => a - b),
    italic,
  }))
}
