import { arrayContains, asc } from 'drizzle-orm'
import type { BrandKey } from '../../config/brands'
import type { ShopLocaleCode } from '../../config/locales'
import { productKinds } from '../../db/schema'
import type { Db } from '../../db/types'
import type { ProductKindKey } from './keys'
import { localize } from './localized-text'

export interface ProductKind {
  key: ProductKindKey
  name: string
  description: string
  /** URL segment for the locale, or null when the kind has no overview page. */
  slug: string | null
}

/**
 * The product kinds a brand sells, in display order, with texts for `locale` (falling back along
 * lib/config/locales.ts fallbackChain, then de-DE).
 */
export async function listProductKinds(
  db: Db,
  brand: BrandKey,
  locale: ShopLocaleCode,
): Promise<ProductKind[]> {
  const rows = await db
    .select({
      key: productKinds.key,
      name: productKinds.name,
      description: productKinds.description,
      slug: productKinds.slug,
    })
    .from(productKinds)
    .where(arrayContains(productKinds.brands, [brand]))
    // key as tie-breaker so equal positions still give a stable order (and stable cache entries).
    .orderBy(asc(productKinds.position), asc(productKinds.key))

  return rows.map((row) => ({
    key: row.key,
    name: localize(row.name, locale, `product_kinds.name of ${row.key}`),
    description: localize(row.description, locale, `product_kinds.description of ${row.key}`),
    slug: row.slug === null ? null : localize(row.slug, locale, `product_kinds.slug of ${row.key}`),
  }))
}
