import type { AspectRatioKey } from '@/lib/model/design-keys'
import {
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMAT_KEYS,
  PHOTOBOOK_FORMAT_SIZES_MM,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_PAPER_KEYS,
  PHOTOBOOK_TYPE_KEYS,
  type PhotobookBindingKey,
  type PhotobookCoverKey,
  type PhotobookFormatKey,
  type PhotobookLaminationKey,
  type PhotobookPaperKey,
  type PhotobookTypeKey,
} from '@/lib/model/photobook-keys'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * The photo book range (spec section 3, "Photo book") as data, with the spec's keys. Prices are ours,
 * gross minor units per currency: a base price covers the type's minimum pages, each further pair of
 * pages (one sheet) costs `perSheet`, and paper is charged per sheet.
 */
type Names = { readonly de: string; readonly en: string }
const per = (EUR: number, CHF: number, USD: number): PerShopCurrency => ({ EUR, CHF, USD })

/** Format names carry no size: pages show it beside them in the shop's unit (cm, or inches in en-US). */
export const PHOTOBOOK_FORMATS = {
  'din-landscape': {
    widthMm: PHOTOBOOK_FORMAT_SIZES_MM['din-landscape'][0],
    heightMm: PHOTOBOOK_FORMAT_SIZES_MM['din-landscape'][1],
    aspectRatio: 'landscape',
    names: { de: 'DIN A4 quer', en: 'A4 landscape' },
  },
  'din-portrait': {
    widthMm: PHOTOBOOK_FORMAT_SIZES_MM['din-portrait'][0],
    heightMm: PHOTOBOOK_FORMAT_SIZES_MM['din-portrait'][1],
    aspectRatio: 'portrait',
    names: { de: 'DIN A4 hoch', en: 'A4 portrait' },
  },
  square: {
    widthMm: PHOTOBOOK_FORMAT_SIZES_MM['square'][0],
    heightMm: PHOTOBOOK_FORMAT_SIZES_MM['square'][1],
    aspectRatio: 'square',
    names: { de: 'Quadratisch', en: 'Square' },
  },
} as const satisfies Record<
  PhotobookFormatKey,
  { widthMm: number; heightMm: number; aspectRatio: AspectRatioKey; names: Names }
>
export type PhotobookFormat = PhotobookFormatKey
export { PHOTOBOOK_BINDINGS, PHOTOBOOK_COVERS, PHOTOBOOK_FORMAT_KEYS, PHOTOBOOK_LAMINATIONS }
export type PhotobookCover = PhotobookCoverKey
export type PhotobookBinding = PhotobookBindingKey
export type PhotobookLamination = PhotobookLaminationKey

export const PHOTOBOOK_PAPERS = {
  standard: { names: { de: 'Standard', en: 'Standard' }, perSheet: per(0, 0, 0) },
  matt: { names: { de: 'Matt', en: 'Matte' }, perSheet: per(20, 25, 25) },
  glaenzend: { names: { de: 'Glänzend', en: 'Glossy' }, perSheet: per(20, 25, 25) },
  feinstweiss: { names: { de: 'Feinstweiß', en: 'Extra white' }, perSheet: per(40, 50, 45) },
} as const satisfies Record<PhotobookPaperKey, { names: Names; perSheet: PerShopCurrency }>
export type PhotobookPaper = PhotobookPaperKey
export { PHOTOBOOK_PAPER_KEYS }

interface PhotobookTypeRules {
  names: Names
  covers: readonly PhotobookCover[]
  binding: PhotobookBinding
  papers: readonly PhotobookPaper[]
  pages: { min: number; max: number; step: number }
  /** Price of the book at its minimum pages, per format. */
  base: Readonly<Record<PhotobookFormat, PerShopCurrency>>
  perSheet: PerShopCurrency
}

/** Types by the spec's keys: digitally printed, real photo paper (lay-flat), stapled booklet. */
export const PHOTOBOOK_TYPES = {
  digitalfotobuch: {
    names: { de: 'Digitales Fotobuch', en: 'Digital photo book' },
    covers: ['hard', 'soft'],
    binding: 'pur',
    papers: ['standard', 'matt', 'glaenzend', 'feinstweiss'],
    pages: { min: 24, max: 200, step: 2 },
    base: {
      'din-landscape': per(2999, 3599, 3299),
      'din-portrait': per(2999, 3599, 3299),
      square: per(2499, 2999, 2799),
    },
    perSheet: per(60, 75, 70),
  },
  echtfotobuch: {
    names: { de: 'Echtfotobuch', en: 'Photo paper book' },
    covers: ['hard'],
    binding: 'layflat',
    papers: ['glaenzend', 'matt'],
    pages: { min: 24, max: 120, step: 2 },
    base: {
      'din-landscape': per(4999, 5999, 5499),
      'din-portrait': per(4999, 5999, 5499),
      square: per(4299, 5199, 4799),
    },
    perSheet: per(150, 180, 170),
  },
  fotoheft: {
    names: { de: 'Fotoheft', en: 'Photo booklet' },
    covers: ['soft'],
    binding: 'heftbindung',
    papers: ['standard', 'matt'],
    pages: { min: 16, max: 48, step: 4 },
    base: {
      'din-landscape': per(1299, 1599, 1399),
      'din-portrait': per(1299, 1599, 1399),
      square: per(999, 1199, 1099),
    },
    perSheet: per(40, 50, 45),
  },
} as const satisfies Record<PhotobookTypeKey, PhotobookTypeRules>
export type PhotobookType = PhotobookTypeKey
export { PHOTOBOOK_TYPE_KEYS }

/** Hard covers are bound boards; matt lamination is the dearer film. */
export const PHOTOBOOK_COVER_PRICES = { hard: per(800, 1000, 900), soft: per(0, 0, 0) } as const
export const PHOTOBOOK_LAMINATION_PRICES = { glossy: per(0, 0, 0), matt: per(300, 400, 350) } as const
export const PHOTOBOOK_MAX_AMOUNT = 100

/** The page counts a type can have: min, min + step, …, max. */
export function pageCountsOf(type: PhotobookType): number[] {
  const { min, max, step } = PHOTOBOOK_TYPES[type].pages
  return Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step)
}
