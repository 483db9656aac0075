import type { CategoryKey } from '@/lib/model/catalog-keys'

/**
 * The pieces the event's guest list prints (issue 31 point 7): each a catalogue category of the card
 * brand whose designs the generator makes per theme (lib/shop/catalogue/generator/slots.ts), so a
 * couple gets them in the look of their invitation.
 */
export const PRINT_KINDS = ['envelopes', 'place-cards', 'table-cards', 'thank-you'] as const
export type PrintKind = (typeof PRINT_KINDS)[number]

export const PRINT_CATEGORY: Record<PrintKind, CategoryKey> = {
  // Envelopes are printed with the invitation they carry (the card's envelope page).
  envelopes: 'invitation',
  'place-cards': 'place',
  'table-cards': 'table',
  'thank-you': 'thank-you',
}

/** The guest-list file name the design tool shows for the list of each piece. */
export const PRINT_LIST_NAME: Record<PrintKind, string> = {
  envelopes: 'Einladungen mit Umschlag',
  'place-cards': 'Platzkarten',
  'table-cards': 'Tischkarten',
  'thank-you': 'Dankeskarten',
}
