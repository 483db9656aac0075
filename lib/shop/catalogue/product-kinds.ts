import { arrayContains, asc } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { productKinds } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { PRODUCT_KIND_SEED } from './seed/product-kinds'
import type { ProductKindKey } from '@/lib/model/catalog-keys'
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

  return rows.map((row) => toProductKind(row, locale))
}

type ProductKindRow = Pick<(typeof productKinds)['$inferSelect'], 'key' | 'name' | 'description' | 'slug'>

/**
 * The same list from the vocabulary the database is seeded with (lib/shop/catalogue/seed/product-kinds.ts),
 * for pages prerendered at build time, when no database is open (the home's product range). Product kinds
 * change only with a release, so the two cannot drift within one.
 */
export function productKindsOf(brand: BrandKey, locale: ShopLocaleCode): ProductKind[] {
  return [...PRODUCT_KIND_SEED]
    .filter((kind) => kind.brands.some((b) => b === brand))
    .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key))
    .map((kind) => toProductKind({ ...kind, slug: kind.slug ?? null }, locale))
}

function toProductKind(row: ProductKindRow, locale: ShopLocaleCode): ProductKind {
  return {
    key: row.key,
    name: localize(row.name, locale, `product_kinds.name of ${row.key}`),
    description: localize(row.description, locale, `product_kinds.description of ${row.key}`),
    slug: row.slug === null ? null : localize(row.slug, locale, `product_kinds.slug of ${row.key}`),
  }
}
