import type { FlagName } from '@/lib/config/flags'
import { lengthUnitOf, type LengthUnit, type ShopLocaleCode } from '@/lib/config/locales'
import {
  FRAME_TYPE_KEYS,
  WALL_ART_MATERIAL_KEYS,
  type FrameColour,
  type FrameTypeKey,
  type WallArtMaterialKey,
} from '@/lib/model/wall-art-keys'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import {
  FORMAT_GROUP_KEYS,
  FORMAT_GROUPS,
  WALL_ART_MAX_QUANTITY,
} from '@/lib/shop/photo-products/photo-frame/extras'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import { fitsMaterial, readFormat } from '@/lib/shop/photo-products/photo-frame/pricing'

/**
 * What the wall-art configurator offers, read from the catalogue tables (photo-frame/*) on the
 * server and handed to the page as data: the browser gets names and limits, never the price tables
 * (prices come from /price-api).
 */
export interface WallArtChoices {
  materials: {
    key: WallArtMaterialKey
    name: string
    limits: { minSideMm: number; maxSideMm: number; maxShortSideMm: number }
    frameTypes: FrameTypeKey[]
    /** The standard formats (portrait "WxH") the material is made in. */
    formats: string[]
  }[]
  frameTypes: {
    key: FrameTypeKey
    name: string
    colours: FrameColour[]
    defaultMat: { matSize: 0 | 30; matType: 'none' | 'white' }
  }[]
  formatGroups: { key: string; name: string; formats: string[] }[]
  /** Most pieces of one line. */
  maxQuantity: number
  /** The unit every length is shown in (inches in en-US, ADR 0066); sizes themselves stay in mm. */
  lengthUnit: LengthUnit
}

/** The spec's "3D canvas/poster/acrylic/aludibond views" flags, by the material each one shows. */
export const PERSPECTIVE_FLAGS = {
  leinwand: 'voll_3d_view_canvas_VP330',
  poster: 'voll_3d_view_poster_VP331',
  acrylglas: 'voll_3d_view_acrylic_VP332',
  aludibond: 'voll_3d_view_aludibond_VP333',
} as const satisfies Partial<Record<WallArtMaterialKey, FlagName>>

/** The spec's "calculator redesign" flag: the size worked out beside the price (size-calculator.tsx). */
export const CALCULATOR_FLAG = 'voll_calculator_redesign_VP334' satisfies FlagName

/** Every flag the wall-art configurator evaluates, in one list (the page's flag store asks the same). */
export const WALL_ART_FLAGS: readonly FlagName[] = [...Object.values(PERSPECTIVE_FLAGS), CALCULATOR_FLAG]

const STANDARD_FORMATS = FORMAT_GROUP_KEYS.flatMap((group) => FORMAT_GROUPS[group].formats)

export function wallArtChoices(locale: ShopLocaleCode): WallArtChoices {
  const materials = WALL_ART_MATERIAL_KEYS.map((key) => ({
    key,
    name: pickName(WALL_ART_MATERIALS[key].names, locale),
    limits: { ...WALL_ART_MATERIALS[key].limits },
    frameTypes: FRAME_TYPE_KEYS.filter((f) => (FRAME_TYPES[f].materials as readonly string[]).includes(key)),
    formats: STANDARD_FORMATS.filter((format) => fitsMaterial(key, readFormat(format))),
  }))
  return {
    // Spec: the remaining materials are offered where a format exists.
    materials: materials.filter((m) => m.formats.length > 0),
    frameTypes: FRAME_TYPE_KEYS.map((key) => ({
      key,
      name: pickName(FRAME_TYPES[key].names, locale),
      colours: [...FRAME_TYPES[key].colours],
      defaultMat: { ...FRAME_TYPES[key].defaultMat },
    })),
    formatGroups: FORMAT_GROUP_KEYS.map((key) => ({
      key,
      name: pickName(FORMAT_GROUPS[key].names, locale),
      formats: [...FORMAT_GROUPS[key].formats],
    })),
    maxQuantity: WALL_ART_MAX_QUANTITY,
    lengthUnit: lengthUnitOf(locale),
  }
}
