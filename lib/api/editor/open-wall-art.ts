import 'server-only'
import { randomUUID } from 'node:crypto'
import { SHOP_LOCALES } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import type { FlagName } from '@/lib/config/flags'
import { isOn } from '@/lib/flags/evaluate'
import { getPageFlags } from '@/lib/flags/page-flags'
import type { WallArtMaterialKey } from '@/lib/model/wall-art-keys'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { newWallArtDocument, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import {
  calculatorReference,
  type CalculatorReference,
} from '@/lib/shop/photo-products/photo-frame/calculator'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { variantsForFrameTypes, type FrameTypeVariants } from '@/lib/shop/photo-products/photo-frame/variants'
import { fitsMaterial } from '@/lib/shop/photo-products/photo-frame/pricing'
import { parseFormatString } from '@/lib/shop/catalogue/sku'
import { cartWallArtLine } from '@/lib/shop/sales/cart/cart'
import { wallArtUrlChoice } from '@/lib/shop/photo-products/wall-art/url-choice'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  CALCULATOR_FLAG,
  PERSPECTIVE_FLAGS,
  WALL_ART_FLAGS,
  wallArtChoices,
  type WallArtChoices,
} from './wall-art-choices'

export interface OpenedWallArt {
  document: DesignDocument
  spec: WallArtSpec
  /** The cart line this edit saves back to (PATCH); null for a new piece or a copy (`copy=1`). */
  lineId: string | null
  quantity: number
  choices: WallArtChoices
  currency: ShopCurrency
  country: string
  language: 'de' | 'en'
  /** Materials whose "3D view" flag is on for this visitor (spec 4, lib/config/flags.ts). */
  perspective: WallArtMaterialKey[]
  /** The redesigned calculator for this visitor (flag voll_calculator_redesign_VP334). */
  calculator: boolean
  /**
   * What the configurator asks /web-api/variants-for-frame-types and /web-api/calculator/reference
   * for the piece it opens with, answered here so the first render needs no round trip (the client
   * seeds its queries with them and asks the endpoints for every other choice).
   */
  frameVariants: FrameTypeVariants[]
  reference: CalculatorReference
}

/** This visitor's flags: the materials whose 3D-view flag is on, and the calculator redesign. */
async function wallArtFlags(): Promise<{ perspective: WallArtMaterialKey[]; calculator: boolean }> {
  const entries = Object.entries(PERSPECTIVE_FLAGS) as [WallArtMaterialKey, FlagName][]
  const { treatments } = await getPageFlags(...WALL_ART_FLAGS)
  return {
    perspective: entries.filter(([, flag]) => isOn(treatments, flag)).map(([material]) => material),
    calculator: isOn(treatments, CALCULATOR_FLAG),
  }
}

/** The endpoints' answers for the opening piece (the same functions the routes call). */
function seeds(ctx: ShopContext, spec: WallArtSpec, currency: ShopCurrency) {
  return {
    frameVariants: variantsForFrameTypes(ctx.locale, { materialType: spec.material }),
    reference: calculatorReference(
      {
        materialType: spec.material,
        format: `${spec.widthMm}x${spec.heightMm}`,
        ...(spec.frame && {
          frameType: spec.frame.type,
          frameColour: spec.frame.colour,
          matSize: spec.frame.matSize,
          matType: spec.frame.matType,
        }),
        canvasEdge: spec.canvas?.edge ?? 'mirror',
        canvasDepthMm: spec.canvas?.depthMm ?? 20,
        colour: 'original',
        retouch: 'none',
        border: 'none',
        quantity: 1,
        currency,
      },
      currency,
    ),
  }
}

export interface WallArtParams {
  material?: string
  frameType?: string
  format?: string
  line?: string
  copy?: boolean
}

/** The size a new piece opens in: 30 × 40 cm where the material is made in it (spec example). */
const OPENING_FORMAT = { widthMm: 300, heightMm: 400 }

/** A new piece from the URL; null for a material, frame or size that is not offered together. */
function specFromUrl(params: WallArtParams, choices: WallArtChoices): WallArtSpec | null {
  const choice = wallArtUrlChoice(params)
  if (!choice) return null
  const { material: chosen, frameType } = choice
  const offered = choices.materials.find((m) => m.key === chosen)
  if (!offered) return null
  let size = choice.size ?? OPENING_FORMAT
  if (!choice.size && !fitsMaterial(chosen, size)) size = parseFormatString(offered.formats[0] ?? '')
  const frame = frameType
    ? { type: frameType, colour: FRAME_TYPES[frameType].colours[0], ...FRAME_TYPES[frameType].defaultMat }
    : null
  const canvas = chosen === 'leinwand' ? { edge: 'mirror' as const, depthMm: 20 as const } : null
  return { material: chosen, widthMm: size.widthMm, heightMm: size.heightMm, frame, canvas }
}

/**
 * What the wall-art configurator opens (/{locale}/configurator-wallart, ADR 0060): a new piece of the
 * material, frame type and size the link names, or with `line` the visitor's cart line restored for
 * editing (`copy`: as the start of a new line). Null (a 404) where the brand sells no wall art (`features.wallArt`), for
 * a material, frame or size that is not offered together, and for a line that is not the visitor's.
 */
export async function openWallArt(ctx: ShopContext, params: WallArtParams): Promise<OpenedWallArt | null> {
  if (!ctx.brandConfig.features.wallArt) return null
  const { country, language } = SHOP_LOCALES[ctx.localeSegment]
  const choices = wallArtChoices(ctx.locale)
  const currency = shopCurrencyOf(ctx.locale)
  const base = { choices, currency, country, language, ...(await wallArtFlags()) }

  if (params.line !== undefined) {
    const owner = await readRequestOwner()
    const line =
      owner.visitorKey || owner.customerId
        ? await cartWallArtLine(await requestDb(), owner, params.line)
        : null
    if (!line?.document.wallArt) return null
    // A copy is a new design: its own id, so the two lines never share one.
    const document = params.copy ? { ...line.document, id: randomUUID() } : line.document
    const spec = line.document.wallArt
    return {
      ...base,
      ...seeds(ctx, spec, currency),
      document,
      spec,
      lineId: params.copy ? null : params.line,
      quantity: line.quantity,
    }
  }
  const spec = specFromUrl(params, choices)
  if (!spec) return null
  return {
    ...base,
    ...seeds(ctx, spec, currency),
    document: newWallArtDocument(spec, randomUUID()),
    spec,
    lineId: null,
    quantity: 1,
  }
}
