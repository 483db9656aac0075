/**
 * The event portal's shared vocabulary (issue 31): stable keys stored in the database and in answers,
 * named in each language by the shop's texts. A renamed diet gets a new name, never a new key.
 */

/** Structured diets and allergies a guest can tick (plus free text); the caterer's totals count these. */
export const DIET_KEYS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'nut-allergy',
  'fish-allergy',
  'halal',
  'kosher',
] as const
export type DietKey = (typeof DIET_KEYS)[number]

/** Months after the event date before its data is deleted after its date, unless the owner keeps it (point 9). */
export const EVENT_RETENTION_MONTHS = 12

/** A household gets at most one reminder e-mail in this many days (point 6). */
export const RSVP_REMINDER_GAP_DAYS = 3

/**
 * The mail-merge column that carries a household's personal short link (lib/shop/events/links.ts
 * rsvpShortUrl) in guest rows made from an event's guest list: printed as text with {{RSVP-Link}}
 * and encoded by the design's household QR code.
 */
export const RSVP_LINK_COLUMN = 'RSVP-Link'
