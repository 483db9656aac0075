import type { CanvasEdge, FrameColour } from '@/lib/model/wall-art-keys'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import type { CardProductType } from '@/lib/shop/sales/pricing/card-products'

/**
 * Names of the price list's product types, for cart lines, order lines and e-mails (a line made from
 * the editor's document has no catalogue design to take a name from). German and English; the other
 * message locales fall back to these.
 */
export const PRODUCT_LABELS = {
  postcard: { de: 'Postkarte', en: 'Postcard' },
  'folded-card': { de: 'Klappkarte', en: 'Folded card' },
  'double-folding-card': { de: 'Doppelklappkarte', en: 'Double folding card' },
  'table-card': { de: 'Tischkarte', en: 'Table card' },
  'place-card': { de: 'Platzkarte', en: 'Place card' },
  'menu-card': { de: 'Menükarte', en: 'Menu card' },
  sticker: { de: 'Sticker', en: 'Sticker' },
  'bottle-label': { de: 'Flaschenetikett', en: 'Bottle label' },
  'insert-card': { de: 'Einsteckkarte', en: 'Insert card' },
  leporello: { de: 'Leporello', en: 'Leporello' },
  pocketfold: { de: 'Pocketfold', en: 'Pocketfold' },
  'photo-print': { de: 'Fotoabzug', en: 'Photo print' },
  envelope: { de: 'Briefumschläge', en: 'Envelopes' },
} as const satisfies Record<CardProductType, { de: string; en: string }>

export type LabelLanguage = 'de' | 'en'

export function languageOf(locale: string): LabelLanguage {
  return locale.startsWith('en') ? 'en' : 'de'
}

export function productLabel(productType: string | null, language: LabelLanguage): string {
  const entry = productType && Object.hasOwn(PRODUCT_LABELS, productType)
  return entry
    ? PRODUCT_LABELS[productType as CardProductType][language]
    : language === 'de'
      ? 'Karte'
      : 'Card'
}

const FRAME_COLOUR_LABELS = {
  black: { de: 'schwarz', en: 'black' },
  white: { de: 'weiß', en: 'white' },
  oak: { de: 'Eiche', en: 'oak' },
  silver: { de: 'silber', en: 'silver' },
} as const satisfies Record<FrameColour, { de: string; en: string }>

const CANVAS_EDGE_LABELS = {
  mirror: { de: 'gespiegelte Kante', en: 'mirrored edge' },
  stretch: { de: 'Motiv um die Kante', en: 'image round the edge' },
  color: { de: 'farbige Kante', en: 'coloured edge' },
} as const satisfies Record<CanvasEdge, { de: string; en: string }>

/** Centimetres as a person writes them: 30, 29,7 (German) or 29.7 (English). */
function cm(mm: number, language: LabelLanguage): string {
  const text = String(Math.round(mm) / 10)
  return language === 'de' ? text.replace('.', ',') : text
}

/**
 * What a wall-art line is, in words: "Poster 30 × 40 cm", "Leinwand 60 × 90 cm, 2 cm, gespiegelte
 * Kante", "Poster 30 × 40 cm, Holzrahmen schwarz, 30 mm Passepartout weiß".
 */
export function wallArtLabel(spec: WallArtSpec, language: LabelLanguage): string {
  const parts = [
    `${WALL_ART_MATERIALS[spec.material].names[language]} ${cm(spec.widthMm, language)} × ${cm(spec.heightMm, language)} cm`,
  ]
  if (spec.canvas) {
    parts.push(`${cm(spec.canvas.depthMm, language)} cm`, CANVAS_EDGE_LABELS[spec.canvas.edge][language])
  }
  if (spec.frame) {
    parts.push(
      `${FRAME_TYPES[spec.frame.type].names[language]} ${FRAME_COLOUR_LABELS[spec.frame.colour][language]}`,
    )
    if (spec.frame.matSize > 0) {
      parts.push(
        language === 'de'
          ? `${spec.frame.matSize} mm Passepartout weiß`
          : `${spec.frame.matSize} mm white mat`,
      )
    }
  }
  return parts.join(', ')
}

/** The name a line is shown and ordered under. */
export function lineName(
  line: {
    kind: string
    designName: string | null
    accessoryName: string | null
    productType: string | null
    /** `label`: the cart's label, already in the shop's regional spelling (de-CH "weiss"). */
    wallArt?: { spec: WallArtSpec; label?: string } | null
  },
  language: LabelLanguage,
): string {
  if (line.wallArt) return line.wallArt.label ?? wallArtLabel(line.wallArt.spec, language)
  const product = productLabel(line.productType, language)
  if (line.kind === 'sample') {
    const sample = language === 'de' ? 'Musterkarte' : 'Sample card'
    return line.designName ? `${sample}: ${line.designName}` : sample
  }
  if (line.kind === 'accessory') return line.accessoryName ?? product
  return line.designName ? `${line.designName} – ${product}` : product
}
