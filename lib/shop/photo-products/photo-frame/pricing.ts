import { parseFormatString, type Dimensions } from '@/lib/shop/catalogue/sku'
import { ShopError } from '@/lib/shop/common/errors'
import { sumMinor } from '@/lib/shop/sales/pricing/money'
import { roundUpToNine, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { FRAME_TYPES, MAT_PRICE_PER_METRE, type FrameColour, type FrameType } from './frames'
import { WALL_ART_MATERIALS, type WallArtMaterial } from './materials'

/**
 * Prices of wall-art parts by size. Every part grows with the format (area for the print, perimeter
 * for frame and mat) and is rounded up to a price ending in 9, so a bigger format is never cheaper.
 */
export interface FrameChoice {
  frameType: FrameType
  frameColour?: FrameColour
  matSize?: 0 | 30
  matType?: 'none' | 'white'
}

export interface ResolvedFrame {
  frameType: FrameType
  frameColour: FrameColour
  matSize: 0 | 30
  matType: 'none' | 'white'
}

/** Reads a "WxH" format in mm; a malformed one (spec: it reads as 0 by 0) is refused naming `field`. */
export function readFormat(format: string, field = 'format'): Dimensions {
  const dims = parseFormatString(format)
  if (dims.widthMm === 0)
    throw new ShopError(`${field}: "${format}" is not a format like 300x400 (mm)`, { field })
  return dims
}

/** Whether the material is made in this size (either orientation). */
export function fitsMaterial(material: WallArtMaterial, { widthMm, heightMm }: Dimensions): boolean {
  const { minSideMm, maxSideMm, maxShortSideMm } = WALL_ART_MATERIALS[material].limits
  const short = Math.min(widthMm, heightMm)
  const long = Math.max(widthMm, heightMm)
  return short >= minSideMm && long <= maxSideMm && short <= maxShortSideMm
}

export function assertFits(material: WallArtMaterial, dims: Dimensions, field = 'format'): void {
  if (fitsMaterial(material, dims)) return
  const { minSideMm, maxSideMm, maxShortSideMm } = WALL_ART_MATERIALS[material].limits
  throw new ShopError(
    `${material} is made from ${minSideMm} mm to ${maxSideMm} mm per side, the short side at most ${maxShortSideMm} mm`,
    { status: 422, field },
  )
}

export function materialPrice(material: WallArtMaterial, dims: Dimensions, currency: ShopCurrency): number {
  const rules = WALL_ART_MATERIALS[material]
  const areaPart = Math.ceil((dims.widthMm * dims.heightMm * rules.perThousandCm2[currency]) / 100_000)
  return roundUpToNine(rules.base[currency] + areaPart)
}

/** Fills in the frame type's defaults (black, its mat) and refuses combinations it is not made in. */
export function resolveFrame(choice: FrameChoice, material: WallArtMaterial): ResolvedFrame {
  const rules = FRAME_TYPES[choice.frameType]
  if (!(rules.materials as readonly string[]).includes(material)) {
    throw new ShopError(`A ${choice.frameType} frames ${rules.materials.join(', ')}`, {
      status: 422,
      field: 'frameType',
    })
  }
  const frameColour = choice.frameColour ?? 'black'
  if (!(rules.colours as readonly string[]).includes(frameColour)) {
    throw new ShopError(`A ${choice.frameType} comes in ${rules.colours.join(', ')}`, {
      status: 422,
      field: 'frameColour',
    })
  }
  const matSize =
    choice.matSize ??
    (choice.matType === 'white' ? 30 : choice.matType === 'none' ? 0 : rules.defaultMat.matSize)
  const matType = choice.matType ?? (matSize === 30 ? 'white' : 'none')
  if ((matSize === 30) !== (matType === 'white')) {
    throw new ShopError('A 30 mm mat is white; no mat is matSize 0 with matType none', {
      status: 422,
      field: 'matType',
    })
  }
  return { frameType: choice.frameType, frameColour, matSize, matType }
}

/** The frame (and mat) around a print of `dims`; the mat widens the frame on every side. */
export function framePrices(frame: ResolvedFrame, dims: Dimensions, currency: ShopCurrency) {
  const rules = FRAME_TYPES[frame.frameType]
  const outer = { widthMm: dims.widthMm + 2 * frame.matSize, heightMm: dims.heightMm + 2 * frame.matSize }
  const perimeterMm = 2 * (outer.widthMm + outer.heightMm)
  const frameAmount = roundUpToNine(
    rules.base[currency] + Math.ceil((perimeterMm * rules.perMetre[currency]) / 1000),
  )
  const matAmount =
    frame.matSize === 0
      ? 0
      : roundUpToNine(Math.ceil((2 * (dims.widthMm + dims.heightMm) * MAT_PRICE_PER_METRE[currency]) / 1000))
  return { frame: frameAmount, mat: matAmount, total: sumMinor([frameAmount, matAmount]), outer }
}
