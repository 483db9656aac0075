/**
 * The catalogue's browsing vocabulary (spec sections 1 and 3): product kinds, occasions and
 * categories. The database stores these keys as text; keeping the lists here lets TypeScript check the
 * seed data and every query result against them. What is printed (product types, formats, papers,
 * refinements) is in lib/config/catalog.ts, design attributes in design-keys.ts.
 */

export const PRODUCT_KIND_KEYS = [
  'calendar',
  'card',
  'collage',
  'photoframe',
  'photoprint',
  'photobook',
  'photobox',
] as const
export type ProductKindKey = (typeof PRODUCT_KIND_KEYS)[number]

/**
 * German keys because they are the card channel's URL segments. "weihnachten (business and private)"
 * in the spec becomes two keys so each can have its own pages. Keys are stable: pages, designs and
 * wishlists refer to them, so a renamed occasion gets a new name, never a new key.
 */
export const OCCASION_KEYS = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'hochzeit',
  'kindergeburtstag',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten-business',
  'weihnachten-private',
  // Added from the spec's section-1 list of occasions.
  'silberhochzeit',
  'jugendweihe',
  'umzug',
  'valentinstag',
  'muttertag',
  'vatertag',
  'ruhestand',
  'richtfest',
  'oktoberfest',
  'neujahr',
  'jubilaeum',
  'party',
] as const
export type OccasionKey = (typeof OCCASION_KEYS)[number]

/** What a card is for (spec section 1: invitation, thank-you, ... cards, stickers, seals, labels). */
export const CARD_CATEGORY_KEYS = [
  'invitation',
  'save-the-date',
  'announcement',
  'thank-you',
  'greeting',
  'menu',
  'table',
  'place',
  'sympathy',
  'envelope',
  'sticker',
  'seal',
  'bottle-label',
] as const

/**
 * Photo book categories (spec section 3, "Photo book"). "All categories" and "all templates" are
 * filter states of the overview, not categories, so they have no key.
 */
export const PHOTOBOOK_CATEGORY_KEYS = [
  'general',
  'baby',
  'baking',
  'basic',
  'blank-design',
  'events',
  'everyday',
  'family',
  'confirmation',
  'friends',
  'special-person',
  'guest-book-general',
  'guest-book-birthday',
  'guest-book-wedding',
  'guest-book-communion',
  'guest-book-baptism',
  'birthday',
  'grilling',
  'wedding',
  'wedding-newspaper',
  'year-in-review',
  'youth-consecration',
  'children',
  'cooking',
  'communion',
  'love',
  'lifestyle',
  'mothers-day',
  'notebook',
  'travel',
  'sport',
  'baptism',
  'animals',
  'holiday',
  'christmas',
] as const

export const CATEGORY_KEYS = [...CARD_CATEGORY_KEYS, ...PHOTOBOOK_CATEGORY_KEYS] as const
export type CategoryKey = (typeof CATEGORY_KEYS)[number]
