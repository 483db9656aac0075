import { COLLAGE_MODES, type CollageLayoutKey, type CollageMode } from '@/lib/model/collage-keys'
import { FRAME_TYPE_KEYS, type FrameTypeKey, type WallArtMaterialKey } from '@/lib/model/wall-art-keys'
import { COLLAGE_LAYOUTS, type CollageAspect } from '@/lib/shop/design-print/design/collage-layouts'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { FORMAT_GROUPS } from '../photo-frame/extras'
import { FRAME_TYPES } from '../photo-frame/frames'
import { fitsMaterial, readFormat } from '../photo-frame/pricing'

/**
 * The material modes of a collage (spec 3: canvas, poster, framed poster, mixed) in wall-art terms:
 * which materials and frame types each mode offers and which sizes of a design's shape a material is
 * made in. A collage is then an ordinary wall-art piece of that material, size and frame.
 */

/** Mixed: the other materials a photo is printed on, framed where a frame type takes them. */
export const COLLAGE_MATERIALS = {
  leinwand: ['leinwand'],
  poster: ['poster'],
  'framed-poster': ['poster'],
  mixed: ['hahnemuehle', 'acrylglas', 'aludibond', 'forexplatte', 'gallerybond'],
} as const satisfies Record<CollageMode, readonly WallArtMaterialKey[]>

export type CollageMaterial = (typeof COLLAGE_MATERIALS)[CollageMode][number]
export const COLLAGE_MATERIAL_KEYS = [...new Set(COLLAGE_MODES.flatMap((m) => COLLAGE_MATERIALS[m]))] as [
  CollageMaterial,
  ...CollageMaterial[],
]

/** The frame a framed poster opens with (spec: wood, black, with the 30 mm white mat). */
export const DEFAULT_COLLAGE_FRAME: FrameTypeKey = 'holzrahmen'

/** The frame types that take a material; a poster without a frame is mode "poster". */
export function collageFrameTypes(material: WallArtMaterialKey): FrameTypeKey[] {
  return FRAME_TYPE_KEYS.filter((key) => (FRAME_TYPES[key].materials as readonly string[]).includes(material))
}

/** Whether a frame type may frame a material in a mode: never on a plain poster, always on a framed one. */
export function frameAllowed(mode: CollageMode, material: WallArtMaterialKey, frame: FrameTypeKey | null) {
  if (mode === 'poster') return frame === null
  if (mode === 'framed-poster') return frame !== null && collageFrameTypes(material).includes(frame)
  return frame === null || collageFrameTypes(material).includes(frame)
}

const STANDING: readonly string[] = [
  ...FORMAT_GROUPS.din.formats,
  ...FORMAT_GROUPS.classic.formats,
  ...FORMAT_GROUPS['three-four'].formats,
]

/** Sizes "WxH" of a shape that a material is made in, small to large. */
export function collageFormats(material: WallArtMaterialKey, aspect: CollageAspect): string[] {
  const turn = (format: string) => format.split('x').reverse().join('x')
  const formats =
    aspect === 'square'
      ? [...FORMAT_GROUPS.square.formats]
      : aspect === 'portrait'
        ? [...STANDING]
        : [...STANDING.map(turn), ...FORMAT_GROUPS.panorama.formats.map(turn)]
  const area = (f: string) => readFormat(f).widthMm * readFormat(f).heightMm
  return formats.filter((f) => fitsMaterial(material, readFormat(f))).sort((a, b) => area(a) - area(b))
}

/**
 * The size a layout opens at (60 × 90 cm, a strip as a panorama: `COLLAGE_LAYOUTS[…].opening`), or
 * the middle one of its shape where the material is not made in it.
 */
export function defaultCollageFormat(material: WallArtMaterialKey, layout: CollageLayoutKey): string | null {
  const { aspect, opening } = COLLAGE_LAYOUTS[layout]
  const formats = collageFormats(material, aspect)
  if (formats.includes(opening)) return opening
  return formats[Math.floor(formats.length / 2)] ?? null
}

/** The mode a material and frame make (the document model checks the same rule). */
export function collageModeFor(material: WallArtMaterialKey, frame: FrameTypeKey | null): CollageMode {
  if (material === 'leinwand') return 'leinwand'
  if (material === 'poster') return frame ? 'framed-poster' : 'poster'
  return 'mixed'
}

/**
 * The wall-art spec of a collage: material, size and frame with the frame type's first colour and
 * default mat; a canvas 2 cm deep (its edge is the collage's background, see design/collage.ts).
 * Null for a material, frame or size the collage is not made in.
 */
export function collageWallArtSpec(choice: {
  material: WallArtMaterialKey
  frameType: FrameTypeKey | null
  format: string
  aspect: CollageAspect
  color: string
}): WallArtSpec | null {
  const mode = collageModeFor(choice.material, choice.frameType)
  if (!(COLLAGE_MATERIALS[mode] as readonly string[]).includes(choice.material)) return null
  if (!frameAllowed(mode, choice.material, choice.frameType)) return null
  if (!collageFormats(choice.material, choice.aspect).includes(choice.format)) return null
  const { widthMm, heightMm } = readFormat(choice.format)
  const frame = choice.frameType
    ? {
        type: choice.frameType,
        colour: FRAME_TYPES[choice.frameType].colours[0],
        ...FRAME_TYPES[choice.frameType].defaultMat,
      }
    : null
  const canvas =
    choice.material === 'leinwand'
      ? { edge: 'color' as const, edgeColor: choice.color, depthMm: 20 as const }
      : null
  return { material: choice.material, widthMm, heightMm, frame, canvas }
}
