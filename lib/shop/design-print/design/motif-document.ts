import { getMotif, motifSvg as clipartSvg } from './clipart/catalogue'
import { motifSvg as builtinSvg } from './motifs/registry'

/**
 * A clip-art layer's motif as a standalone SVG document in the layer's (resolved) colours, as the
 * design tool's canvas draws it: a motif of the clip-art panel's catalogue (in its default colours
 * where the layer sets none), else a built-in motif (what the generated catalogue designs carry:
 * rings, wreaths, eucalyptus …). The canvas draws the built-in ones from it and the print file both
 * kinds, so the paper shows what the shopper designed. Undefined for an id neither knows.
 */
export function motifDocument(motifId: string, colors: readonly string[]): string | undefined {
  const motif = getMotif(motifId)
  return motif ? clipartSvg(motif, colors) : builtinSvg(motifId, colors)
}
