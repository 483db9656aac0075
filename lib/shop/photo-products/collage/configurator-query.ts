import { COLLAGE_ROUTE } from '@/lib/config/routes'
import { FRAME_TYPE_KEYS, type FrameTypeKey } from '@/lib/model/wall-art-keys'
import { hexColorSchema } from '@/lib/shop/design-print/design/colors'
import { designAspect, findCollageDesign } from './design-groups'
import {
  COLLAGE_MATERIAL_KEYS,
  collageFormats,
  collageFrameTypes,
  defaultCollageFormat,
  type CollageMaterial,
} from './materials'

/**
 * The collage configurator's URL (/{locale}/configurator-collage?designId=13&materialType=poster
 * [&frameType=holzrahmen]&formatType=600x900&color=%23ffffff[&preset=1][&line=…|&saved=…]), the spec's collage
 * fields, so a configured collage can be shared and reopened. Reading is forgiving, like the other
 * configurators: a material, frame, size or colour the design is not made in falls back to its
 * default (an old link still opens); only an unknown design is the page's 404, decided by the caller.
 */

export interface CollageConfig {
  designId: number
  materialType: CollageMaterial
  frameType: FrameTypeKey | null
  /** "WxH" in mm, in the design's shape. */
  formatType: string
  color: string
}

export interface CollageLinkExtra {
  line?: string
  /** The autosaved collage ("Meine Designs") a reload reopens, with its photos. */
  saved?: string
  /** Set by the preconfigurator: the builder opens straight away on a reload. */
  preset?: boolean
}

type Params = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function pick<T extends string>(offered: readonly T[], value: string | undefined): T | undefined {
  return offered.find((key) => key === value)
}

/** The design id a link names: null when it names none, NaN when it names one that is no number. */
export function linkedDesignId(params: Params): number | null {
  const raw = first(params.designId)
  if (raw === undefined || raw.trim() === '') return null
  return /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN
}

/**
 * The configuration a link opens; null for a design no group has. Without a material a frame type
 * picks the first material it frames (a frame alone is a framed poster).
 */
export function readCollageConfig(params: Params, defaultDesignId: number): CollageConfig | null {
  const linked = linkedDesignId(params)
  const designId = linked ?? defaultDesignId
  const found = Number.isInteger(designId) ? findCollageDesign(designId) : null
  if (!found) return null
  const aspect = designAspect(found.design)
  const frameAsked = pick(FRAME_TYPE_KEYS, first(params.frameType)) ?? null
  const materialType =
    pick(COLLAGE_MATERIAL_KEYS, first(params.materialType)) ??
    (frameAsked ? COLLAGE_MATERIAL_KEYS.find((m) => collageFrameTypes(m).includes(frameAsked)) : undefined) ??
    'poster'
  const frameType = frameAsked && collageFrameTypes(materialType).includes(frameAsked) ? frameAsked : null
  const formats = collageFormats(materialType, aspect)
  const formatType =
    pick(formats, first(params.formatType)) ??
    defaultCollageFormat(materialType, found.design.layout) ??
    formats[0]
  if (formatType === undefined) return null
  const colour = first(params.color)
  const color =
    colour && hexColorSchema.safeParse(colour).success ? colour.toLowerCase() : found.design.background
  return { designId, materialType, frameType, formatType, color }
}

/** The query string of a configuration ("?designId=13&materialType=poster…"). */
export function collageConfigSearch(config: CollageConfig, extra: CollageLinkExtra = {}): string {
  const params = new URLSearchParams({ designId: String(config.designId), materialType: config.materialType })
  if (config.frameType) params.set('frameType', config.frameType)
  params.set('formatType', config.formatType)
  params.set('color', config.color)
  if (extra.preset) params.set('preset', '1')
  if (extra.line) params.set('line', extra.line)
  if (extra.saved) params.set('saved', extra.saved)
  return `?${params.toString()}`
}

/**
 * An entry point's link below the locale: "/configurator-collage?materialType=leinwand" (plus
 * "&frameType=…"); the brand's default design opens in it. The caller localises it (localHref).
 */
export function collageRoute(materialType: CollageMaterial, frameType?: FrameTypeKey | null): string {
  const query = new URLSearchParams({ materialType, ...(frameType ? { frameType } : {}) })
  return `/${COLLAGE_ROUTE}?${query.toString()}`
}

/** Whether a wall-art material is one a collage is made in. */
export function isCollageMaterial(material: string): material is CollageMaterial {
  return (COLLAGE_MATERIAL_KEYS as readonly string[]).includes(material)
}
