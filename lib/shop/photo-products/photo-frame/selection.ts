import type { ShopLocaleCode } from '@/lib/config/locales'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { graduatedLines, graduatedTotal, PHOTO_PRODUCT_BANDS } from '@/lib/shop/sales/pricing/graduated'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { formatPrices, type FormatPriceQuery } from './article'
import {
  FORMAT_GROUP_KEYS,
  FORMAT_GROUPS,
  PHOTO_OPTION_GROUPS,
  WALL_ART_ACCESSORIES,
  WALL_ART_ACCESSORY_KEYS,
  type FormatGroup,
  type WallArtAccessory,
} from './extras'
import { FRAME_TYPE_KEYS, FRAME_TYPES, MAT_SIZES, MAT_TYPES } from './frames'
import type { FrameChoice } from './pricing'
import {
  FRAMEABLE_MATERIALS,
  WALL_ART_MATERIAL_KEYS,
  WALL_ART_MATERIALS,
  type WallArtMaterial,
} from './materials'
import { framePrices, readFormat, resolveFrame } from './pricing'
import { PHOTO_PRINT_OPTION_GROUPS } from '../photo-prints/config'

/** Read models of the frame product selection and the wall-art price lists. */

/** What the framed-print selection offers: materials that take a frame, frame types, mats, formats. */
export function selectionData(locale: ShopLocaleCode) {
  return {
    materials: FRAMEABLE_MATERIALS.map((key) => ({
      materialType: key,
      name: pickName(WALL_ART_MATERIALS[key].names, locale),
      frameTypes: FRAME_TYPE_KEYS.filter((f) =>
        (FRAME_TYPES[f].materials as readonly string[]).includes(key),
      ),
    })),
    frameTypes: FRAME_TYPE_KEYS.map((key) => ({
      frameType: key,
      name: pickName(FRAME_TYPES[key].names, locale),
      colours: [...FRAME_TYPES[key].colours],
      defaultColour: FRAME_TYPES[key].colours[0],
      materials: [...FRAME_TYPES[key].materials],
      defaultMat: FRAME_TYPES[key].defaultMat,
    })),
    matSizes: [...MAT_SIZES],
    matTypes: [...MAT_TYPES],
    formatGroups: formatGroupList(locale),
  }
}

export function formatGroupList(locale: ShopLocaleCode) {
  return FORMAT_GROUP_KEYS.map((key) => ({
    formatGroup: key,
    name: pickName(FORMAT_GROUPS[key].names, locale),
    formats: [...FORMAT_GROUPS[key].formats],
  }))
}

export function formatLimits(material?: WallArtMaterial) {
  return (material ? [material] : WALL_ART_MATERIAL_KEYS).map((key) => ({
    materialType: key,
    ...WALL_ART_MATERIALS[key].limits,
  }))
}

/** The lowest price of each material over the standard formats it is made in, unframed and framed. */
export function pricesFrom(currency: ShopCurrency, material?: WallArtMaterial) {
  const formats = FORMAT_GROUP_KEYS.flatMap((g) => FORMAT_GROUPS[g].formats)
  return (material ? [material] : WALL_ART_MATERIAL_KEYS).map((key) => {
    const unframed = lowest(formatPrices(formats, { materialType: key }, currency))
    const framed = FRAME_TYPE_KEYS.filter((f) =>
      (FRAME_TYPES[f].materials as readonly string[]).includes(key),
    ).map((frameType) => ({
      price: lowest(formatPrices(formats, { materialType: key, frameType }, currency)),
    }))
    return { materialType: key, priceFrom: unframed, framedFrom: lowest(framed) }
  })
}

export function formatGroupPrices(group: FormatGroup, query: FormatPriceQuery, currency: ShopCurrency) {
  return { formatGroup: group, currency, prices: formatPrices(FORMAT_GROUPS[group].formats, query, currency) }
}

/** A frame alone (for a print the customer has) in the given size. */
export function frameOnly(choice: FrameChoice & { format: string }, currency: ShopCurrency) {
  const dims = readFormat(choice.format)
  const material = FRAME_TYPES[choice.frameType].materials[0]
  const frame = resolveFrame(choice, material)
  const prices = framePrices(frame, dims, currency)
  return {
    ...frame,
    format: choice.format,
    currency,
    frame: prices.frame,
    mat: prices.mat,
    total: prices.total,
    outerWidthMm: prices.outer.widthMm,
    outerHeightMm: prices.outer.heightMm,
  }
}

export function accessoryPrices(
  locale: ShopLocaleCode,
  currency: ShopCurrency,
  quantity: number,
  only?: WallArtAccessory,
) {
  return {
    currency,
    accessories: (only ? [only] : WALL_ART_ACCESSORY_KEYS).map((key) => {
      const unitPrice = WALL_ART_ACCESSORIES[key].price[currency]
      return {
        accessoryType: key,
        name: pickName(WALL_ART_ACCESSORIES[key].names, locale),
        unitPrice,
        quantity,
        total: graduatedTotal(graduatedLines(unitPrice, quantity, PHOTO_PRODUCT_BANDS)),
      }
    }),
  }
}

/**
 * The image options in groups, then the photo prints' format, paper and border (ADR 0076): the
 * photo-print page prices each print from these groups, the cart from the same tables.
 */
export function photoOptionGroups(locale: ShopLocaleCode, currency: ShopCurrency) {
  const imageGroups = (Object.keys(PHOTO_OPTION_GROUPS) as (keyof typeof PHOTO_OPTION_GROUPS)[]).map(
    (key) => {
      const options: Readonly<Record<string, Readonly<Record<ShopCurrency, number>>>> =
        PHOTO_OPTION_GROUPS[key].options
      return {
        group: key as string,
        name: pickName(PHOTO_OPTION_GROUPS[key].names, locale),
        options: Object.entries(options).map(([option, price]) => ({ option, price: price[currency] })),
      }
    },
  )
  const printGroups = (
    Object.keys(PHOTO_PRINT_OPTION_GROUPS) as (keyof typeof PHOTO_PRINT_OPTION_GROUPS)[]
  ).map((key) => {
    const options: Readonly<Record<string, { price: Readonly<Record<ShopCurrency, number>> }>> =
      PHOTO_PRINT_OPTION_GROUPS[key].options
    return {
      group: key as string,
      name: pickName(PHOTO_PRINT_OPTION_GROUPS[key].names, locale),
      options: Object.entries(options).map(([option, { price }]) => ({ option, price: price[currency] })),
    }
  })
  return { currency, groups: [...imageGroups, ...printGroups] }
}

function lowest(prices: { price: number | null }[]): number | null {
  const known = prices.flatMap((p) => (p.price === null ? [] : [p.price]))
  return known.length > 0 ? Math.min(...known) : null
}
