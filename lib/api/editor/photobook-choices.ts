import type { ShopLocaleCode } from '@/lib/config/locales'
import { lengthUnitOf } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import {
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_MAX_AMOUNT,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
  type PhotobookBinding,
  type PhotobookCover,
  type PhotobookFormat,
  type PhotobookLamination,
  type PhotobookPaper,
  type PhotobookType,
} from '@/lib/shop/photo-products/photobook/config'
import type { PhotobookDesignGroupSet } from '@/lib/shop/photo-products/photobook/design-group-sets'

/**
 * What the photo-book configurator offers for one design group set, read from the range tables on
 * the server and handed to the page as data (names in the shop's language, sizes in its unit): the
 * browser gets the choices and their rules, never the price tables (prices come from
 * /web-api/photobook-price). Only combinations the shop makes are offered: a type's covers, its one
 * binding, its papers and its page counts, the set's formats.
 */
export interface PhotobookChoices {
  setId: number
  setName: string
  types: {
    key: PhotobookType
    name: string
    covers: PhotobookCover[]
    binding: PhotobookBinding
    papers: PhotobookPaper[]
    pages: { min: number; max: number; step: number }
  }[]
  formats: { key: PhotobookFormat; name: string; size: string }[]
  papers: { key: PhotobookPaper; name: string }[]
  laminations: PhotobookLamination[]
  maxAmount: number
}

export function photobookChoices(set: PhotobookDesignGroupSet, locale: ShopLocaleCode): PhotobookChoices {
  const unit = lengthUnitOf(locale)
  return {
    setId: set.id,
    setName: pickName(set.names, locale),
    types: set.types.map((key) => {
      const rules = PHOTOBOOK_TYPES[key]
      return {
        key,
        name: pickName(rules.names, locale),
        covers: [...rules.covers],
        binding: rules.binding,
        papers: [...rules.papers],
        pages: { ...rules.pages },
      }
    }),
    formats: set.formats.map((key) => {
      const format = PHOTOBOOK_FORMATS[key]
      return {
        key,
        name: pickName(format.names, locale),
        size: formatSize(format.widthMm, format.heightMm, unit, locale),
      }
    }),
    papers: (Object.keys(PHOTOBOOK_PAPERS) as PhotobookPaper[]).map((key) => ({
      key,
      name: pickName(PHOTOBOOK_PAPERS[key].names, locale),
    })),
    laminations: [...PHOTOBOOK_LAMINATIONS],
    maxAmount: PHOTOBOOK_MAX_AMOUNT,
  }
}
