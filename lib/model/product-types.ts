import type { Names } from '@/lib/config/catalog'
import type { ProductKindKey } from './catalog-keys'

interface ProductTypeConfig extends Names {
  readonly kind: ProductKindKey
  readonly priceKey?: string
}

/**
 * The spec's product type labels ("Card": folded card, postcard, envelopes B6 ...). `kind` is the
 * product kind whose configurator sells the type; everything printed on card stock is a card,
 * envelopes included. `priceKey` is set where several types share one price table.
 */
export const PRODUCT_TYPES = {
  'sticker-heart': {
    kind: 'card',
    priceKey: 'sticker',
    de: 'Sticker & Anhänger Herz',
    en: 'Stickers & tags, heart',
  },
  'sticker-rectangular': {
    kind: 'card',
    priceKey: 'sticker',
    de: 'Sticker & Anhänger rechteckig',
    en: 'Stickers & tags, rectangular',
  },
  'sticker-round': {
    kind: 'card',
    priceKey: 'sticker',
    de: 'Sticker & Anhänger rund',
    en: 'Stickers & tags, round',
  },
  'balloon-card': { kind: 'card', de: 'Ballonkarte', en: 'Balloon card' },
  band: { kind: 'card', de: 'Banderole', en: 'Band' },
  'special-format': { kind: 'card', de: 'Sonderformat', en: 'Special format' },
  booklet: { kind: 'card', de: 'Booklet', en: 'Booklet' },
  'envelope-b6': { kind: 'card', de: 'Briefumschlag B6', en: 'Envelope B6' },
  'envelope-c6': { kind: 'card', de: 'Briefumschlag C6', en: 'Envelope C6' },
  'envelope-din-long': { kind: 'card', de: 'Briefumschlag DIN lang', en: 'Envelope DIN long' },
  'envelope-square': { kind: 'card', de: 'Briefumschlag quadratisch', en: 'Square envelope' },
  'din-long-landscape': { kind: 'card', de: 'DIN lang quer', en: 'DIN long landscape' },
  'double-folding-card': { kind: 'card', de: 'Doppelklappkarte', en: 'Double folding card' },
  'insert-sheet': { kind: 'card', de: 'Einlegeblatt', en: 'Insert sheet' },
  'menu-insert': { kind: 'card', priceKey: 'menu-card', de: 'Menüeinleger', en: 'Menu insert' },
  'insert-card': { kind: 'card', de: 'Einsteckkarte', en: 'Insert card' },
  'bottle-label': { kind: 'card', de: 'Flaschenetikett', en: 'Bottle label' },
  'photo-book': { kind: 'photobook', de: 'Fotobuch', en: 'Photo book' },
  'photo-strip': { kind: 'card', de: 'Fotostreifen', en: 'Photo strip' },
  'card-fan': { kind: 'card', de: 'Fächerkarte', en: 'Card fan' },
  'card-trio': { kind: 'card', de: 'Kartentrio', en: 'Card trio' },
  'folded-card': { kind: 'card', de: 'Klappkarte', en: 'Folded card' },
  confetti: { kind: 'card', de: 'Konfetti', en: 'Confetti' },
  leporello: { kind: 'card', de: 'Leporello', en: 'Leporello' },
  pocketfold: { kind: 'card', de: 'Pocketfold', en: 'Pocketfold' },
  'polaroid-portrait': { kind: 'card', de: 'Polaroid hoch', en: 'Polaroid portrait' },
  postcard: { kind: 'card', de: 'Postkarte', en: 'Postcard' },
  'group-table-card': {
    kind: 'card',
    de: 'Gruppentischkarte (Sitzplan)',
    en: 'Group table card (seating plan)',
  },
  'table-card': { kind: 'card', de: 'Tischkarte', en: 'Table card' },
  /** The seating plan as one large sheet: every table with its guests (issue 31 point 7, ADR 0109). */
  'table-plan': { kind: 'card', de: 'Tischplan (Poster)', en: 'Table plan (poster)' },
  'table-folded-card': { kind: 'card', de: 'Tischklappkarte', en: 'Table folded card' },
  'windlight-card': { kind: 'card', de: 'Windlichtkarte', en: 'Windlight card' },
  'sparkler-label': { kind: 'card', de: 'Wunderkerzenetikett', en: 'Sparkler label' },
  'photo-box': { kind: 'photobox', de: 'Fotobox', en: 'Photo box' },
  'photo-print': { kind: 'photoprint', de: 'Fotoabzug', en: 'Photo print' },
} as const satisfies Record<string, ProductTypeConfig>
export type ProductTypeKey = keyof typeof PRODUCT_TYPES
export const PRODUCT_TYPE_KEYS = Object.keys(PRODUCT_TYPES) as [ProductTypeKey, ...ProductTypeKey[]]

/** The key lib/shop/sales/pricing prices a type by: its own key unless it shares another's price table. */
export function priceKeyOf(type: ProductTypeKey): string {
  const config: ProductTypeConfig = PRODUCT_TYPES[type]
  return config.priceKey ?? type
}
