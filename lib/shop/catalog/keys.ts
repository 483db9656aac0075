/**
 * The catalogue's vocabulary (spec section 3, "General catalogue"). The database stores these keys as
 * text; keeping the lists here lets TypeScript check the seed data and every query result against them.
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

/** "weihnachten (business and private)" in the spec becomes two keys so each can have its own pages. */
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
] as const
export type OccasionKey = (typeof OCCASION_KEYS)[number]
