/**
 * The wall-art vocabulary (spec section 3, "Frames and materials") as keys only. They sit here, below
 * the domain, because the design document names them (its optional `wallArt` spec) and the document
 * model may not import the photo-products catalogue; materials.ts and frames.ts carry the rules and
 * prices per key and are checked against these lists with `satisfies`.
 */

export const WALL_ART_MATERIAL_KEYS = [
  'poster',
  'hahnemuehle',
  'leinwand',
  'acrylglas',
  'aludibond',
  'forexplatte',
  'gallerybond',
  'echtglas',
  'backlitfolie',
  'klebefolie',
  'pvcplane',
  'fototapete',
] as const
export type WallArtMaterialKey = (typeof WALL_ART_MATERIAL_KEYS)[number]

export const FRAME_TYPE_KEYS = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const
export type FrameTypeKey = (typeof FRAME_TYPE_KEYS)[number]

/** Black first: it is every frame type's default colour (spec). */
export const FRAME_COLOURS = ['black', 'white', 'oak', 'silver'] as const
export type FrameColour = (typeof FRAME_COLOURS)[number]

/**
 * How a canvas wraps round its stretcher bar: the photo mirrored at the edge, the photo itself running
 * round the edge (stretched), or a solid colour.
 */
export const CANVAS_EDGES = ['mirror', 'stretch', 'color'] as const
export type CanvasEdge = (typeof CANVAS_EDGES)[number]

/** Depths of the stretcher bar in mm. */
export const CANVAS_DEPTHS_MM = [20, 40] as const
export type CanvasDepthMm = (typeof CANVAS_DEPTHS_MM)[number]

/** Spec: matSize 0 or 30 (mm), matType none or white. */
export const MAT_SIZES = [0, 30] as const
export const MAT_TYPES = ['none', 'white'] as const
