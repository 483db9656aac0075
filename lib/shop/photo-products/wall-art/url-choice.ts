import {
  FRAME_TYPE_KEYS,
  WALL_ART_MATERIAL_KEYS,
  type FrameTypeKey,
  type WallArtMaterialKey,
} from '@/lib/model/wall-art-keys'
import { parseFormatString, type Dimensions } from '@/lib/shop/catalogue/sku'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { fitsMaterial } from '@/lib/shop/photo-products/photo-frame/pricing'

/** The wall-art configurator's link parameters (/configurator-wallart?material=…&frameType=…&format=WxH). */
export interface WallArtUrlParams {
  material?: string | undefined
  frameType?: string | undefined
  format?: string | undefined
}

export interface WallArtUrlChoice {
  material: WallArtMaterialKey
  frameType: FrameTypeKey | undefined
  /** The size the link names; undefined when it names none (the configurator picks the opening size). */
  size: Dimensions | undefined
}

const isKey = <K extends string>(keys: readonly K[], value: string | undefined): value is K =>
  value !== undefined && (keys as readonly string[]).includes(value)

/**
 * What a wall-art link asks for, or null for a material, frame or size that is not offered together:
 * the page's 404. Pure catalogue data, so the proxy asks it too (configurator-subjects.ts) and answers
 * a bad link with the complete 404 page. Without a material a frame type picks the first material it
 * frames, and without either the link opens a poster.
 */
export function wallArtUrlChoice(params: WallArtUrlParams): WallArtUrlChoice | null {
  if (params.frameType !== undefined && !isKey(FRAME_TYPE_KEYS, params.frameType)) return null
  const frameType: FrameTypeKey | undefined = params.frameType
  const material: string = params.material ?? (frameType ? FRAME_TYPES[frameType].materials[0] : 'poster')
  if (!isKey(WALL_ART_MATERIAL_KEYS, material)) return null
  if (frameType && !(FRAME_TYPES[frameType].materials as readonly string[]).includes(material)) return null
  if (params.format === undefined) return { material, frameType, size: undefined }
  const size = parseFormatString(params.format)
  if (size.widthMm === 0 || !fitsMaterial(material, size)) return null
  return { material, frameType, size }
}
