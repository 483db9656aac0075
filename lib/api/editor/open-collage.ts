import 'server-only'
import { randomUUID } from 'node:crypto'
import { lengthUnitOf, type LengthUnit } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { storedPhotoProduct } from '@/lib/api/editor/open-photo-product'
import { isOn } from '@/lib/flags/evaluate'
import { getPageFlags } from '@/lib/flags/page-flags'
import { COLLAGE_MODES, type CollageMode } from '@/lib/model/collage-keys'
import { FRAME_TYPE_KEYS, type FrameColour, type FrameTypeKey } from '@/lib/model/wall-art-keys'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { newCollageDocument } from '@/lib/shop/design-print/design/collage'
import type { CollageAspect } from '@/lib/shop/design-print/design/collage-layouts'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { readCollageConfig, type CollageConfig } from '@/lib/shop/photo-products/collage/configurator-query'
import {
  collageDesignFor,
  designAspect,
  findCollageDesign,
  type CollageDesignEntry,
} from '@/lib/shop/photo-products/collage/design-groups'
import { COLLAGE_MAX_AMOUNT } from '@/lib/shop/photo-products/collage/line'
import {
  COLLAGE_MATERIAL_KEYS,
  COLLAGE_MATERIALS,
  collageFormats,
  collageFrameTypes,
  collageModeFor,
  collageWallArtSpec,
  DEFAULT_COLLAGE_FRAME,
  type CollageMaterial,
} from '@/lib/shop/photo-products/collage/materials'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * What the collage configurator opens (/{locale}/configurator-collage, ADR 0077): a new collage of the
 * design, material, frame, size and colour the link names (the brand's default design without one,
 * spec 9), with `saved` the visitor's autosaved collage ("Meine Designs", ADR 0103), or with `line`
 * the visitor's cart line restored for editing. Both brands sell collages.
 * The names, sizes and frames the panels offer come with it as data; prices come from /price-api.
 */

export const PRECONFIGURATOR_FLAG = 'voll_preconfigurator_collage_VP314'
const ASPECTS: readonly CollageAspect[] = ['portrait', 'landscape', 'square']

export interface CollageChoices {
  modes: { mode: CollageMode; materials: CollageMaterial[] }[]
  materials: { key: CollageMaterial; name: string; frameTypes: FrameTypeKey[] }[]
  frameTypes: {
    key: FrameTypeKey
    name: string
    colours: FrameColour[]
    defaultMat: { matSize: 0 | 30; matType: 'none' | 'white' }
  }[]
  /** Sizes "WxH" per shape and material. */
  formats: Record<CollageAspect, Partial<Record<CollageMaterial, string[]>>>
  defaultFrame: FrameTypeKey
  maxQuantity: number
  lengthUnit: LengthUnit
}

export interface CollagePreset {
  designId: number
  name: string
  layout: CollageDesignEntry['layout']
  background: string
  /** The design the configurator was opened on (the channel's default or the link's): chosen at first. */
  opening: boolean
}

export interface OpenedCollage {
  document: DesignDocument
  designName: string
  /** The autosaved collage this edit continues; null for a new one or a cart line's edit. */
  savedId: string | null
  revision: number | null
  lineId: string | null
  quantity: number
  choices: CollageChoices
  currency: ShopCurrency
  /** The short preset chooser in front of the builder (poster channel, flag on, a fresh collage). */
  presets: CollagePreset[] | null
}

export interface CollageParams {
  [key: string]: string | string[] | undefined
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

function collageChoices(ctx: ShopContext): CollageChoices {
  return {
    modes: COLLAGE_MODES.map((mode) => ({ mode, materials: [...COLLAGE_MATERIALS[mode]] })),
    materials: COLLAGE_MATERIAL_KEYS.map((key) => ({
      key,
      name: pickName(WALL_ART_MATERIALS[key].names, ctx.locale),
      frameTypes: collageFrameTypes(key),
    })),
    frameTypes: FRAME_TYPE_KEYS.map((key) => ({
      key,
      name: pickName(FRAME_TYPES[key].names, ctx.locale),
      colours: [...FRAME_TYPES[key].colours],
      defaultMat: { ...FRAME_TYPES[key].defaultMat },
    })),
    formats: Object.fromEntries(
      ASPECTS.map((aspect) => [
        aspect,
        Object.fromEntries(COLLAGE_MATERIAL_KEYS.map((m) => [m, collageFormats(m, aspect)])),
      ]),
    ) as CollageChoices['formats'],
    defaultFrame: DEFAULT_COLLAGE_FRAME,
    maxQuantity: COLLAGE_MAX_AMOUNT,
    lengthUnit: lengthUnitOf(ctx.locale),
  }
}

/** The preconfigurator's presets: the opening design and the others of its group. */
function presetsFor(ctx: ShopContext, designId: number): CollagePreset[] {
  const found = findCollageDesign(designId)
  if (!found) return []
  return found.group.designs.map((design) => ({
    designId: design.id,
    name: pickName(design.names, ctx.locale),
    layout: design.layout,
    background: design.background,
    opening: design.id === designId,
  }))
}

function newDocument(
  ctx: ShopContext,
  config: CollageConfig,
): { document: DesignDocument; name: string } | null {
  const found = findCollageDesign(config.designId)
  if (!found) return null
  const aspect = designAspect(found.design)
  const wallArt = collageWallArtSpec({
    material: config.materialType,
    frameType: config.frameType,
    format: config.formatType,
    aspect,
    color: config.color,
  })
  if (!wallArt) return null
  const design = collageDesignFor(found.design, ctx.locale)
  const collage = {
    designId: design.id,
    layout: design.layout,
    mode: collageModeFor(config.materialType, config.frameType),
    spacingMm: 10,
    color: config.color,
  }
  return { document: newCollageDocument(collage, wallArt, design, randomUUID()), name: design.name }
}

export async function openCollage(ctx: ShopContext, params: CollageParams): Promise<OpenedCollage | null> {
  const choices = collageChoices(ctx)
  const currency = shopCurrencyOf(ctx.locale)
  const base = { choices, currency }
  const stored = await storedPhotoProduct(params, 'collage')
  if (stored === null) return null
  if (stored) {
    const designId = stored.document.collage?.designId
    const found = designId === undefined ? null : findCollageDesign(designId)
    if (!found) return null
    return {
      ...base,
      document: stored.document,
      designName: pickName(found.design.names, ctx.locale),
      savedId: stored.savedId,
      revision: stored.revision,
      lineId: stored.lineId,
      quantity: stored.quantity,
      presets: null,
    }
  }
  const config = readCollageConfig(params, ctx.brandConfig.defaultCollage)
  if (!config) return null
  const opened = newDocument(ctx, config)
  if (!opened) return null
  const { treatments } = await getPageFlags(PRECONFIGURATOR_FLAG)
  const preconfigure = isOn(treatments, PRECONFIGURATOR_FLAG) && one(params.preset) !== '1'
  return {
    ...base,
    document: opened.document,
    designName: opened.name,
    savedId: null,
    revision: null,
    lineId: null,
    quantity: 1,
    presets: preconfigure ? presetsFor(ctx, config.designId) : null,
  }
}
