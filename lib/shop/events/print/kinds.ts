import type { CategoryKey } from '@/lib/model/catalog-keys'
import type { ProductTypeKey } from '@/lib/model/product-types'

/**
 * The pieces the event's guest list prints (issue 31 point 7): each a catalogue category of the card
 * brand whose designs the generator makes per theme (lib/shop/catalogue/generator/slots.ts), so a
 * couple gets them in the look of their invitation.
 */
export const PRINT_KINDS = ['envelopes', 'place-cards', 'table-plan', 'table-cards', 'thank-you'] as const
export type PrintKind = (typeof PRINT_KINDS)[number]

export const PRINT_CATEGORY: Record<PrintKind, CategoryKey> = {
  // Envelopes are printed with the invitation they carry (the card's envelope page).
  envelopes: 'invitation',
  'place-cards': 'place',
  'table-plan': 'table',
  'table-cards': 'table',
  'thank-you': 'thank-you',
}

/** Where a category holds more than one product, the one the piece is (table cards and the poster). */
export const PRINT_PRODUCT_TYPE: Partial<Record<PrintKind, ProductTypeKey>> = {
  'table-plan': 'table-plan',
  'table-cards': 'table-card',
}

/** The guest-list file name the design tool shows for the list of each piece. */
export const PRINT_LIST_NAME: Record<PrintKind, string> = {
  envelopes: 'Einladungen mit Umschlag',
  'place-cards': 'Platzkarten',
  'table-plan': 'Tischplan',
  'table-cards': 'Tischkarten',
  'thank-you': 'Dankeskarten',
}
