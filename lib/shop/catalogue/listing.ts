import { arrayContains, asc, count, eq, sql, type SQLWrapper } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { categories, designCategories, designs, occasions, productKinds } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { PunchingShape } from '@/lib/model/accessory-keys'
import type { AspectRatioKey, ColourKey, DesignLabelKey, DesignStyleKey } from '@/lib/model/design-keys'
import { designConditions, designOrder } from './design-query'
import { designSummaryColumns, toDesignSummary } from './design-summary'
import type { DesignPage } from './designs'
import type { CategoryKey, OccasionKey } from '@/lib/model/catalog-keys'
import { localize } from './localized-text'
import type { ProductTypeKey } from '@/lib/model/product-types'
import { listDesignsInputSchema, type ListDesignsInput } from './schema'

/**
 * "Show more designs": pages 1 to `page` in one read (limit page × pageSize from the start), so a
 * listing URL with page=3 renders everything a shopper saw after pressing the button twice, with
 * or without JavaScript. Same filters, order and count as listDesigns; two queries, never one per
 * design.
 */
export async function listDesignsThrough(db: Db, input: ListDesignsInput): Promise<DesignPage> {
  const query = listDesignsInputSchema.parse(input)
  const where = designConditions(db, query)
  const [rows, [counted]] = await Promise.all([
    db
      .select(designSummaryColumns)
      .from(designs)
      .where(where)
      .orderBy(...designOrder(query.sort))
      .limit(query.page * query.pageSize),
    db.select({ total: count() }).from(designs).where(where),
  ])
  return { items: rows.map((row) => toDesignSummary(row, query.locale)), total: counted?.total ?? 0 }
}

/** The values a brand's designs actually use, per filter: the options of the listing's filters. */
export interface DesignFacets {
  productType: ProductTypeKey[]
  category: CategoryKey[]
  color: ColourKey[]
  style: DesignStyleKey[]
  label: DesignLabelKey[]
  aspectRatio: AspectRatioKey[]
  punching: PunchingShape[]
  occasion: OccasionKey[]
}

/**
 * Five fixed reads in parallel over the brand's designs (never one per design): the scalar columns
 * in one aggregate, each array column unnested, and the linked categories in display order.
 */
export async function listDesignFacets(db: Db, brand: BrandKey): Promise<DesignFacets> {
  const ofBrand = designConditions(db, listDesignsInputSchema.parse({ brand, locale: 'de-DE' }))
  const distinct = (column: SQLWrapper) =>
    sql<string[] | null>`array_agg(distinct ${column}) filter (where ${column} is not null)`
  const unnested = async (column: SQLWrapper) => {
    const rows = await db
      .selectDistinct({ value: sql<string>`unnest(${column})` })
      .from(designs)
      .where(ofBrand)
    return rows.map((r) => r.value).sort()
  }
  const [[scalars], color, label, punching, categoryRows] = await Promise.all([
    db
      .select({
        productType: distinct(designs.productType),
        style: distinct(designs.style),
        aspectRatio: distinct(designs.aspectRatio),
        occasion: distinct(designs.occasion),
      })
      .from(designs)
      .where(ofBrand),
    unnested(designs.colours),
    unnested(designs.labels),
    unnested(designs.punchings),
    db
      .selectDistinct({ key: categories.key, position: categories.position })
      .from(designCategories)
      .innerJoin(categories, eq(categories.key, designCategories.category))
      .innerJoin(designs, eq(designs.id, designCategories.designId))
      .where(ofBrand)
      .orderBy(asc(categories.position), asc(categories.key)),
  ])
  const sorted = <T extends string>(values: string[] | null | undefined) => [...(values ?? [])].sort() as T[]
  return {
    productType: sorted(scalars?.productType),
    category: categoryRows.map((r) => r.key),
    color: color as ColourKey[],
    style: sorted(scalars?.style),
    label: label as DesignLabelKey[],
    aspectRatio: sorted(scalars?.aspectRatio),
    punching: punching as PunchingShape[],
    occasion: sorted(scalars?.occasion),
  }
}

export interface CatalogueNames {
  occasions: Partial<Record<OccasionKey, string>>
  categories: Partial<Record<CategoryKey, string>>
}

/** Display names of occasions and categories (database vocabulary) for filters and headlines. */
export async function catalogueNames(
  db: Db,
  brand: BrandKey,
  locale: ShopLocaleCode,
): Promise<CatalogueNames> {
  const [occasionRows, categoryRows] = await Promise.all([
    db.select({ key: occasions.key, name: occasions.name }).from(occasions),
    db
      .select({ key: categories.key, name: categories.name })
      .from(categories)
      .innerJoin(productKinds, eq(productKinds.key, categories.kind))
      .where(arrayContains(productKinds.brands, [brand])),
  ])
  return {
    occasions: Object.fromEntries(
      occasionRows.map((r) => [r.key, localize(r.name, locale, `occasions.name of ${r.key}`)]),
    ),
    categories: Object.fromEntries(
      categoryRows.map((r) => [r.key, localize(r.name, locale, `categories.name of ${r.key}`)]),
    ),
  }
}
