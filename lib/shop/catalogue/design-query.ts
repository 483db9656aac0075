import { and, arrayContains, eq, exists, inArray, sql, type SQL } from 'drizzle-orm'
import { designCategories, designs, productKinds, productTypes } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { ListDesignsQuery } from './schema'

/**
 * The WHERE and ORDER BY of a design listing, shared by the page query and its count so the total
 * always describes the same set as the items.
 */
export function designConditions(db: Db, query: ListDesignsQuery): SQL | undefined {
  // A design belongs to the brands that sell its product type's kind (product_kinds.brands).
  const typesOfBrand = db
    .select({ key: productTypes.key })
    .from(productTypes)
    .innerJoin(productKinds, eq(productKinds.key, productTypes.kind))
    .where(arrayContains(productKinds.brands, [query.brand]))

  const conditions: (SQL | undefined)[] = [
    inArray(designs.productType, typesOfBrand),
    query.occasion === undefined ? undefined : eq(designs.occasion, query.occasion),
    query.productType === undefined ? undefined : eq(designs.productType, query.productType),
    query.theme === undefined ? undefined : eq(designs.themeId, query.theme),
    query.style === undefined ? undefined : eq(designs.style, query.style),
    query.aspectRatio === undefined ? undefined : eq(designs.aspectRatio, query.aspectRatio),
    // Array containment (@>) rather than "= any": it is what the GIN indexes on these columns serve.
    query.color === undefined ? undefined : arrayContains(designs.colours, [query.color]),
    query.label === undefined ? undefined : arrayContains(designs.labels, [query.label]),
    query.punching === undefined ? undefined : arrayContains(designs.punchings, [query.punching]),
    query.category === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(designCategories)
            .where(
              and(eq(designCategories.designId, designs.id), eq(designCategories.category, query.category)),
            ),
        ),
  ]
  return and(...conditions)
}

/**
 * Most popular first, or newest first; the id breaks ties so a design never shows on two pages.
 * "nulls last" is spelled out to match the listing indexes in lib/db/schema/designs.ts exactly.
 */
export function designOrder(sort: ListDesignsQuery['sort']): SQL[] {
  return sort === 'newest'
    ? [sql`${designs.createdAt} desc nulls last`, sql`${designs.id} desc nulls last`]
    : [sql`${designs.popularity} desc nulls last`, sql`${designs.id} asc`]
}
