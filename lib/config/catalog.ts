/**
 * What the card channel prints on (spec section 3, "Card"): sheet formats, papers and refinements as
 * data (product types are in lib/model/product-types.ts). The database holds the same keys,
 * seeded from here by lib/shop/catalogue/seed, so listings can join on them; prices are not here but in
 * lib/shop/sales/pricing, looked up by these keys. Names are German and British English; other locales
 * fall back to them (lib/shop/catalogue/localized-text.ts).
 */

/** Display names of a vocabulary entry; the seed turns them into de-DE / en-GB localized text. */
export interface Names {
  readonly de: string
  readonly en: string
}

/** Spec section 9: /themes/{id} shows this theme when the id is missing. */
export const DEFAULT_THEME_ID = 1461

/** Spec section 9: "Filter page sizes 12 and 48". */
export const DESIGN_PAGE_SIZES = [12, 48] as const
export type DesignPageSize = (typeof DESIGN_PAGE_SIZES)[number]

/**
 * Sheet formats, short side first: orientation belongs to the design (its aspect ratio), so A6 is one
 * format whether the card is portrait or landscape. ISO 216 A sizes plus the special sizes the card
 * products use; the special keys are the ones lib/config/pricing.ts prices formats by.
 */
export const FORMATS = {
  a0: { series: 'iso-a', widthMm: 841, heightMm: 1189, de: 'DIN A0', en: 'A0' },
  a1: { series: 'iso-a', widthMm: 594, heightMm: 841, de: 'DIN A1', en: 'A1' },
  a2: { series: 'iso-a', widthMm: 420, heightMm: 594, de: 'DIN A2', en: 'A2' },
  a3: { series: 'iso-a', widthMm: 297, heightMm: 420, de: 'DIN A3', en: 'A3' },
  a4: { series: 'iso-a', widthMm: 210, heightMm: 297, de: 'DIN A4', en: 'A4' },
  a5: { series: 'iso-a', widthMm: 148, heightMm: 210, de: 'DIN A5', en: 'A5' },
  a6: { series: 'iso-a', widthMm: 105, heightMm: 148, de: 'DIN A6', en: 'A6' },
  a7: { series: 'iso-a', widthMm: 74, heightMm: 105, de: 'DIN A7', en: 'A7' },
  a8: { series: 'iso-a', widthMm: 52, heightMm: 74, de: 'DIN A8', en: 'A8' },
  'din-lang': { series: 'special', widthMm: 99, heightMm: 210, de: 'DIN lang', en: 'DIN long' },
  quadrat: { series: 'special', widthMm: 145, heightMm: 145, de: 'Quadratisch', en: 'Square' },
  'pocket-155': { series: 'special', widthMm: 155, heightMm: 155, de: 'Pocketfold', en: 'Pocketfold' },
  'rund-40': { series: 'special', widthMm: 40, heightMm: 40, de: 'Rund 4 cm', en: 'Round 4 cm' },
  'herz-45': { series: 'special', widthMm: 45, heightMm: 45, de: 'Herz 4,5 cm', en: 'Heart 4.5 cm' },
  'rechteck-60x40': {
    series: 'special',
    widthMm: 40,
    heightMm: 60,
    de: 'Rechteck 6 × 4 cm',
    en: 'Rectangle 6 × 4 cm',
  },
  'foto-10x15': {
    series: 'special',
    widthMm: 100,
    heightMm: 150,
    de: 'Foto 10 × 15 cm',
    en: 'Photo 10 × 15 cm',
  },
  'foto-13x18': {
    series: 'special',
    widthMm: 130,
    heightMm: 180,
    de: 'Foto 13 × 18 cm',
    en: 'Photo 13 × 18 cm',
  },
  polaroid: { series: 'special', widthMm: 88, heightMm: 107, de: 'Polaroid', en: 'Polaroid' },
  fotostreifen: { series: 'special', widthMm: 51, heightMm: 152, de: 'Fotostreifen', en: 'Photo strip' },
} as const satisfies Record<
  string,
  Names & { series: 'iso-a' | 'special'; widthMm: number; heightMm: number }
>
export type FormatKey = keyof typeof FORMATS
export const FORMAT_KEYS = Object.keys(FORMATS) as [FormatKey, ...FormatKey[]]
export const FORMAT_SERIES = ['iso-a', 'special'] as const

export const REFINEMENTS = {
  none: { de: 'Ohne Veredelung', en: 'No refinement' },
  gold: { de: 'Gold', en: 'Gold' },
  rosegold: { de: 'Roségold', en: 'Rose gold' },
  silver: { de: 'Silber', en: 'Silver' },
  relief: { de: 'Relieflack', en: 'Relief varnish' },
} as const satisfies Record<string, Names>
export type RefinementKey = keyof typeof REFINEMENTS
export const REFINEMENT_KEYS = Object.keys(REFINEMENTS) as [RefinementKey, ...RefinementKey[]]

const ALL_REFINEMENTS = ['gold', 'rosegold', 'silver', 'relief'] as const satisfies readonly RefinementKey[]

/**
 * The ten papers and the refinements each takes besides 'none' (spec: "only for certain paper
 * types"). Foil and relief varnish need a smooth, heat-stable surface, so thin, deckled, brown,
 * recycled and transparent stock takes none; the same split as `refinable` in lib/config/pricing.ts.
 */
export const PAPERS = {
  'standard-matt': { de: 'Standardpapier matt', en: 'Standard matt', refinements: [] },
  'premium-matt': { de: 'Premiumpapier matt', en: 'Premium matt', refinements: ALL_REFINEMENTS },
  naturpapier: { de: 'Naturpapier', en: 'Natural paper', refinements: ALL_REFINEMENTS },
  recycling: { de: 'Recyclingpapier', en: 'Recycled paper', refinements: [] },
  perlmutt: { de: 'Perlmuttpapier', en: 'Pearlescent paper', refinements: ALL_REFINEMENTS },
  leinenstruktur: { de: 'Leinenstruktur', en: 'Linen texture', refinements: ALL_REFINEMENTS },
  buettenpapier: { de: 'Büttenpapier', en: 'Deckle-edge paper', refinements: [] },
  kraftpapier: { de: 'Kraftpapier', en: 'Kraft paper', refinements: [] },
  transparent: { de: 'Transparentpapier', en: 'Transparent vellum', refinements: [] },
  glanz: { de: 'Glanzpapier', en: 'Gloss paper', refinements: ALL_REFINEMENTS },
} as const satisfies Record<string, Names & { refinements: readonly RefinementKey[] }>
export type PaperKey = keyof typeof PAPERS
export const PAPER_KEYS = Object.keys(PAPERS) as [PaperKey, ...PaperKey[]]

/** Every refinement a paper allows, 'none' included: the configurator offers exactly these. */
export function refinementsFor(paper: PaperKey): RefinementKey[] {
  return ['none', ...PAPERS[paper].refinements]
}
