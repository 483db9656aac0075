/**
 * Design attributes the listings filter on (spec section 3, "General catalogue": filter keys
 * aspectRatio, category, color, label, product, punching, style; sort by popularity or creation date).
 */

export const DESIGN_STYLE_KEYS = [
  'modern',
  'classic',
  'floral',
  'boho',
  'minimal',
  'rustic',
  'playful',
  'elegant',
  'vintage',
  'photo',
] as const
export type DesignStyleKey = (typeof DESIGN_STYLE_KEYS)[number]

/** Colour families, not exact colours: a design lists the families a shopper would search it by. */
export const COLOUR_KEYS = [
  'white',
  'cream',
  'beige',
  'brown',
  'gold',
  'silver',
  'rose',
  'pink',
  'red',
  'orange',
  'yellow',
  'green',
  'mint',
  'blue',
  'navy',
  'purple',
  'grey',
  'black',
  'multicolour',
] as const
export type ColourKey = (typeof COLOUR_KEYS)[number]

/** Badges and facets; "foil" marks designs made for a refinement, "with-photo" designs with a photo slot. */
export const DESIGN_LABEL_KEYS = [
  'new',
  'bestseller',
  'with-photo',
  'without-photo',
  'foil',
  'eco',
  'exclusive',
] as const
export type DesignLabelKey = (typeof DESIGN_LABEL_KEYS)[number]

/** Photo book overview filter (spec section 3) and the orientation of every design. */
export const ASPECT_RATIO_KEYS = ['landscape', 'portrait', 'square'] as const
export type AspectRatioKey = (typeof ASPECT_RATIO_KEYS)[number]

export const DESIGN_SORT_KEYS = ['popularity', 'newest'] as const
export type DesignSortKey = (typeof DESIGN_SORT_KEYS)[number]
