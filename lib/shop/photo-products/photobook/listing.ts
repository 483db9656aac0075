import type { ShopLocaleCode } from '@/lib/config/locales'
import { CATEGORY_SEED } from '@/lib/shop/catalogue/seed/categories'
import { pickLocalized } from '@/lib/shop/catalogue/localized-text'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { ShopError } from '@/lib/shop/common/errors'
import { resolveShopCurrency, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { PHOTOBOOK_FORMATS, PHOTOBOOK_TYPES, pageCountsOf } from './config'
import {
  designGroupIdOf,
  findDesignGroupSet,
  PHOTOBOOK_DESIGN_GROUP_SETS,
  type PhotobookDesignGroupSet,
} from './design-group-sets'
import { photobookPriceFrom } from './pricing'
import type { PhotobookSetListQuery } from './schema'

const ratioOf = (set: PhotobookDesignGroupSet) => [
  ...new Set(set.formats.map((f) => PHOTOBOOK_FORMATS[f].aspectRatio)),
]

/** The photo book overview: sets filtered by category, aspect ratio and style, sorted, paged. */
export function listPhotobookSets(query: PhotobookSetListQuery, locale: ShopLocaleCode) {
  const currency = resolveShopCurrency(locale, query.currency)
  const matching = PHOTOBOOK_DESIGN_GROUP_SETS.filter(
    (set) =>
      (!query.categoryIds?.length || set.categories.some((c) => query.categoryIds?.includes(c))) &&
      (!query.aspectRatio?.length || ratioOf(set).some((r) => query.aspectRatio?.includes(r))) &&
      (!query.style?.length || query.style.includes(set.style)),
  ).sort((a, b) =>
    query.sort === 'newest'
      ? b.createdAt.localeCompare(a.createdAt) || a.id - b.id
      : b.popularity - a.popularity || a.id - b.id,
  )
  return {
    total: matching.length,
    offset: query.offset,
    limit: query.limit,
    designGroupSets: matching
      .slice(query.offset, query.offset + query.limit)
      .map((set) => setSummary(set, locale, currency)),
  }
}

/** One set with its design groups (one per format) and the book types it is made as. */
export function getPhotobookSet(id: number, locale: ShopLocaleCode, asked?: ShopCurrency) {
  const set = findDesignGroupSet(id)
  if (!set) throw new ShopError(`No photo book design ${id}`, { status: 404, field: 'designGroupSetId' })
  const currency = resolveShopCurrency(locale, asked)
  return {
    ...setSummary(set, locale, currency),
    designGroups: set.formats.map((format) => ({
      id: designGroupIdOf(set, format),
      format,
      formatName: pickName(PHOTOBOOK_FORMATS[format].names, locale),
      aspectRatio: PHOTOBOOK_FORMATS[format].aspectRatio,
      widthMm: PHOTOBOOK_FORMATS[format].widthMm,
      heightMm: PHOTOBOOK_FORMATS[format].heightMm,
    })),
    types: set.types.map((type) => {
      const rules = PHOTOBOOK_TYPES[type]
      return {
        type,
        name: pickName(rules.names, locale),
        covers: [...rules.covers],
        binding: rules.binding,
        papers: [...rules.papers],
        pageCounts: pageCountsOf(type),
      }
    }),
  }
}

function setSummary(set: PhotobookDesignGroupSet, locale: ShopLocaleCode, currency: ShopCurrency) {
  return {
    id: set.id,
    name: pickName(set.names, locale),
    categories: set.categories.map((key) => ({ key, name: categoryName(key, locale) })),
    style: set.style,
    aspectRatios: ratioOf(set),
    formats: [...set.formats],
    types: [...set.types],
    popularity: set.popularity,
    createdAt: set.createdAt,
    priceFrom: photobookPriceFrom(set.types, set.formats, currency),
    currency,
    preview: { motif: set.motif, palette: [...set.palette] },
  }
}

function categoryName(key: string, locale: ShopLocaleCode): string {
  const row = CATEGORY_SEED.find((c) => c.kind === 'photobook' && c.key === key)
  return (row && pickLocalized(row.name, locale)) ?? key
}
