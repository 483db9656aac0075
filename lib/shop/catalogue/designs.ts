import { asc, count, eq } from 'drizzle-orm'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { categories, designCategories, designs } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { designConditions, designOrder } from './design-query'
import { designSummaryColumns, toDesignSummary, type DesignSummary } from './design-summary'
import type { CategoryKey } from '@/lib/model/catalog-keys'
import { localize } from './localized-text'
import { listDesignsInputSchema, type ListDesignsInput } from './schema'

export interface DesignPage {
  items: DesignSummary[]
  /** All designs matching the filters, for "count of total designs" and the number of pages. */
  total: number
}

/**
 * One page of designs for a listing (occasion, category, theme and product pages), filtered and
 * sorted as the spec's filter keys say. Input is parsed here too, so defaults (sort by popularity,
 * page 1, 12 per page) are the same for every caller; invalid input throws a ZodError.
 */
export async function listDesigns(db: Db, input: ListDesignsInput): Promise<DesignPage> {
  const query = listDesignsInputSchema.parse(input)
  const where = designConditions(db, query)
  const [rows, [counted]] = await Promise.all([
    db
      .select(designSummaryColumns)
      .from(designs)
      .where(where)
      .orderBy(...designOrder(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(designs).where(where),
  ])
  return { items: rows.map((row) => toDesignSummary(row, query.locale)), total: counted?.total ?? 0 }
}

export interface DesignDetail extends DesignSummary {
  description: string
  categories: CategoryKey[]
  /** The design document as stored; lib/shop/design-print/design parses it before rendering. */
  template: unknown
}

/**
 * A design by id (a number, or a string of digits from a URL) or by slug; null when there is none.
 * Slugs always contain a letter (designs_slug_format), so the two can never be confused.
 */
export async function getDesign(
  db: Db,
  idOrSlug: number | string,
  locale: ShopLocaleCode,
): Promise<DesignDetail | null> {
  const key = String(idOrSlug)
  const byId = /^[1-9][0-9]{0,9}$/.test(key)
  if (!byId && !/^[a-z0-9-]{1,120}$/.test(key)) return null
  const id = Number(key)
  if (byId && id > 2_147_483_647) return null

  const [row] = await db
    .select({ ...designSummaryColumns, description: designs.description, template: designs.template })
    .from(designs)
    .where(byId ? eq(designs.id, id) : eq(designs.slug, key))
  if (!row) return null

  const linked = await db
    .select({ category: designCategories.category })
    .from(designCategories)
    .innerJoin(categories, eq(categories.key, designCategories.category))
    .where(eq(designCategories.designId, row.id))
    .orderBy(asc(categories.position), asc(categories.key))

  const { description, template, ...summary } = row
  return {
    ...toDesignSummary(summary, locale),
    description: localize(description, locale, `designs.description of ${row.id}`),
    categories: linked.map((l) => l.category),
    template,
  }
}
