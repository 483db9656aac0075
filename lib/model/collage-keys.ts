/**
 * The collage vocabulary (spec section 3, "Photo box and collage") as keys only, below the domain
 * because the design document's optional `collage` spec names them; the layouts' geometry lives in
 * design/collage-layouts.ts and the design groups in photo-products/collage, checked against these.
 */

/**
 * The material modes of the spec: canvas (leinwand), poster, framed poster, and mixed (any other
 * wall-art material, framed where the frame type takes it).
 */
export const COLLAGE_MODES = ['leinwand', 'poster', 'framed-poster', 'mixed'] as const
export type CollageMode = (typeof COLLAGE_MODES)[number]

/** Heart and circle are rectangular cells arranged in the shape. */
export const COLLAGE_LAYOUT_KEYS = [
  'grid-2x2',
  'grid-3x3',
  'grid-4x4',
  'grid-2x3',
  'grid-3x4',
  'hero-left-4',
  'hero-top-5',
  'mosaic-7',
  'mosaic-9',
  'strip-3',
  'strip-4',
  'heart-12',
  'circle-8',
] as const
export type CollageLayoutKey = (typeof COLLAGE_LAYOUT_KEYS)[number]
