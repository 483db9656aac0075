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

/** The name a line is shown and ordered under. */
export function lineName(
  line: { kind: string; designName: string | null; accessoryName: string | null; productType: string | null },
  language: LabelLanguage,
): string {
  const product = productLabel(line.productType, language)
  if (line.kind === 'sample') {
    const sample = language === 'de' ? 'Musterkarte' : 'Sample card'
    return line.designName ? `${sample}: ${line.designName}` : sample
  }
  if (line.kind === 'accessory') return line.accessoryName ?? product
  return line.designName ? `${line.designName} – ${product}` : product
}
