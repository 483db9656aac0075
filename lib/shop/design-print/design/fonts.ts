import { join } from 'node:path'

/**
 * The fonts a design may use: open-licence families (SIL OFL / Apache) installed from @fontsource, so
 * the editor (CSS @font-face), the preview renderer and the print PDF read the very same files and a
 * card prints as it looked on screen. A document names a family by its `family`; anything else is
 * refused by the font checks.
 *
 * Only the latin subset is bundled: it covers German (äöüß, „…“) and the other shop languages. The
 * preflight reports characters outside it.
 */
export const FONT_CATEGORIES = ['script', 'serif', 'sans', 'display'] as const
export type FontCategory = (typeof FONT_CATEGORIES)[number]

interface FontDefinition {
  /** The CSS / document family name. */
  family: string
  /** @fontsource package folder (node_modules/@fontsource/<pkg>). */
  pkg: string
  category: FontCategory
  weights: readonly number[]
  italic: boolean
}

export const DESIGN_FONTS = [
  { family: 'Great Vibes', pkg: 'great-vibes', category: 'script', weights: [400], italic: false },
  { family: 'Parisienne', pkg: 'parisienne', category: 'script', weights: [400], italic: false },
  { family: 'Dancing Script', pkg: 'dancing-script', category: 'script', weights: [400, 700], italic: false },
  { family: 'Caveat', pkg: 'caveat', category: 'script', weights: [400, 700], italic: false },
  {
    family: 'Playfair Display',
    pkg: 'playfair-display',
    category: 'serif',
    weights: [400, 700],
    italic: true,
  },
  { family: 'Lora', pkg: 'lora', category: 'serif', weights: [400, 700], italic: true },
  { family: 'EB Garamond', pkg: 'eb-garamond', category: 'serif', weights: [400, 700], italic: true },
  {
    family: 'Cormorant Garamond',
    pkg: 'cormorant-garamond',
    category: 'serif',
    weights: [400, 700],
    italic: true,
  },
  { family: 'Inter', pkg: 'inter', category: 'sans', weights: [400, 700], italic: true },
  { family: 'Montserrat', pkg: 'montserrat', category: 'sans', weights: [400, 700], italic: true },
  { family: 'Lato', pkg: 'lato', category: 'sans', weights: [400, 700], italic: true },
  { family: 'Open Sans', pkg: 'open-sans', category: 'sans', weights: [400, 700], italic: true },
  { family: 'Raleway', pkg: 'raleway', category: 'sans', weights: [400, 700], italic: true },
  { family: 'Josefin Sans', pkg: 'josefin-sans', category: 'sans', weights: [400, 700], italic: true },
  { family: 'Amatic SC', pkg: 'amatic-sc', category: 'display', weights: [400, 700], italic: false },
] as const satisfies readonly FontDefinition[]

export type DesignFontFamily = (typeof DESIGN_FONTS)[number]['family']
export type DesignFont = (typeof DESIGN_FONTS)[number]

const BY_FAMILY = new Map<string, DesignFont>(DESIGN_FONTS.map((font) => [font.family, font]))

export function designFont(family: string): DesignFont | undefined {
  return BY_FAMILY.get(family)
}

export function isDesignFont(family: string): family is DesignFontFamily {
  return BY_FAMILY.has(family)
}

/** The nearest bundled weight: a document may ask for 600 where only 400 and 700 ship. */
export function nearestWeight(font: DesignFont, weight: number): number {
  return font.weights.reduce<number>(
    (best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best),
    font.weights[0] ?? 400,
  )
}

export interface FontFileRequest {
  weight: number
  italic: boolean
  format: 'woff2' | 'woff'
}

/** The file name inside the package's files/ folder, after snapping weight and style to what ships. */
export function fontFileName(font: DesignFont, request: FontFileRequest): string {
  const style = request.italic && font.italic ? 'italic' : 'normal'
  return `${font.pkg}-latin-${nearestWeight(font, request.weight)}-${style}.${request.format}`
}

/** Absolute path of a font file in node_modules (server only: preview and PDF rendering). */
export function fontFilePath(font: DesignFont, request: FontFileRequest, root = process.cwd()): string {
  return join(root, 'node_modules', '@fontsource', font.pkg, 'files', fontFileName(font, request))
}
