/**
 * Frame presets the editor offers. A frame layer is a rectangle outline of `strokeMm` (how the SVG
 * and PDF renderers draw every frameId), placed `insetMm` inside the trim; the presets differ in
 * weight and distance from the edge.
 */
export const FRAME_PRESETS = [
  { id: 'hairline', strokeMm: 0.3, insetMm: 5 },
  { id: 'classic', strokeMm: 0.8, insetMm: 6 },
  { id: 'bold', strokeMm: 2, insetMm: 6 },
  { id: 'wide-margin', strokeMm: 0.5, insetMm: 10 },
] as const
export type FramePreset = (typeof FRAME_PRESETS)[number]
