import { lengthUnitOf, type LocaleCode } from '@/lib/config/locales'
import { formatLength, formatSize } from '@/lib/i18n/length'
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
  'table-plan': { de: 'Tischplan (Poster)', en: 'Table plan (poster)' },
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

export const FRAME_COLOUR_LABELS = {
  black: { de: 'schwarz', en: 'black' },
  white: { de: 'weiß', en: 'white' },
  oak: { de: 'Eiche', en: 'oak' },
  silver: { de: 'silber', en: 'silver' },
} as const satisfies Record<FrameColour, { de: string; en: string }>

export const CANVAS_EDGE_LABELS = {
  mirror: { de: 'gespiegelte Kante', en: 'mirrored edge' },
  stretch: { de: 'Motiv um die Kante', en: 'image around the edge' },
  color: { de: 'farbige Kante', en: 'coloured edge' },
} as const satisfies Record<CanvasEdge, { de: string; en: string }>

/**
 * What a wall-art line is, in words, in the given locale's language and unit (ADR 0066; the spec
 * itself stays in mm): "Poster 30 × 40 cm", "Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante",
 * "Poster 30 × 40 cm, Holzrahmen schwarz, 30 mm Passepartout weiß"; in en-US "Poster 11.8 × 15.7 in",
 * "Canvas 23.6 × 35.4 in, 0.8 in, mirrored edge", "…, Wood frame black, 1.2 in white mat". The cart
 * builds it in the cart's locale, and the order line keeps it as its name (place-order).
 */
export function wallArtLabel(spec: WallArtSpec, locale: LocaleCode): string {
  const language = languageOf(locale)
  const unit = lengthUnitOf(locale)
  const parts = [
    `${WALL_ART_MATERIALS[spec.material].names[language]} ${formatSize(spec.widthMm, spec.heightMm, unit, locale)}`,
  ]
  if (spec.canvas) {
    parts.push(
      formatLength(spec.canvas.depthMm, unit, locale),
      CANVAS_EDGE_LABELS[spec.canvas.edge][language],
    )
  }
  if (spec.frame) {
    parts.push(
      `${FRAME_TYPES[spec.frame.type].names[language]} ${FRAME_COLOUR_LABELS[spec.frame.colour][language]}`,
    )
    if (spec.frame.matSize > 0) {
      // The mat reads as a width the framer quotes: "30 mm" in the metric shops, "1.2 in" in the US.
      const mat = unit === 'in' ? formatLength(spec.frame.matSize, unit, locale) : `${spec.frame.matSize} mm`
      parts.push(language === 'de' ? `${mat} Passepartout weiß` : `${mat} white mat`)
    }
  }
  return parts.join(', ')
}

/** The locale a label falls back to when a caller knows only the language. */
const LABEL_LOCALE = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<LabelLanguage, LocaleCode>

/** The name a line is shown and ordered under. */
export function lineName(
  line: {
    kind: string
    designName: string | null
    accessoryName: string | null
    productType: string | null
    /**
     * `label`: the cart's label, already in the shop's unit and regional spelling (en-US inches,
     * de-CH "weiss"); priced cart lines always carry it.
     */
    wallArt?: { spec: WallArtSpec; label?: string } | null
    /** Calendars and photo books: the cart's label, in the shop's locale (photo-product-labels.ts). */
    photoProduct?: { label: string } | null
  },
  language: LabelLanguage,
): string {
  if (line.photoProduct) return line.photoProduct.label
  if (line.wallArt) return line.wallArt.label ?? wallArtLabel(line.wallArt.spec, LABEL_LOCALE[language])
  const product = productLabel(line.productType, language)
  if (line.kind === 'sample') {
    const sample = language === 'de' ? 'Musterkarte' : 'Sample card'
    return line.designName ? `${sample}: ${line.designName}` : sample
  }
  // An accessory and a gift voucher carry their own name (a gift voucher's value and delivery in words).
  if (line.kind === 'accessory' || line.kind === 'giftvoucher') return line.accessoryName ?? product
  return line.designName ? `${line.designName} – ${product}` : product
}
