import type { CardLineOptions } from '../sales/pricing/schema'

/**
 * The URL parameters of a card line's options (spec card field names; the holder is "standard", the
 * refinement "refinementType", the envelope "<size class>-<flap>" or "none" and its colour
 * "envelopeColour", white unless chosen). The product page's form,
 * its "design now" link and the design tool's own URL carry the choices this way, so a reload or a
 * shared link keeps them and productOptions reads them back to the same line. No runtime imports:
 * the design tool keeps its URL with it in the browser.
 */
export type AccessoryChoice = 'punching' | 'ribbon' | 'screw' | 'holder' | 'tag'

/** URL parameter of each accessory. */
export const ACCESSORY_PARAMS = {
  punching: 'punching',
  ribbon: 'ribbon',
  screw: 'screw',
  holder: 'standard',
  tag: 'tag',
} as const satisfies Record<AccessoryChoice, string>

export function optionParams(line: CardLineOptions): Record<string, string> {
  const params: Record<string, string> = {
    format: line.format,
    quantity: String(line.quantity),
    envelope: line.envelope ? `${line.envelope.sizeClass}-${line.envelope.flap}` : 'none',
    envelopeColour: line.envelope ? (line.envelope.colour ?? 'white') : 'none',
  }
  if (line.paper) params.paper = line.paper
  params.refinementType = line.refinement ?? 'none'
  for (const kind of Object.keys(ACCESSORY_PARAMS) as AccessoryChoice[])
    params[ACCESSORY_PARAMS[kind]] = line[kind] ?? 'none'
  return params
}
