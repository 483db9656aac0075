import { arrayContains, eq, inArray } from 'drizzle-orm'
import { BRAND_KEYS, type BrandKey } from '@/lib/config/brands'
import { designs, productKinds, productTypes } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { setCatalogueIndex, type CatalogueSubjects } from '@/lib/routing/catalogue-index'

/**
 * The server's logger, loaded when there is something to say: this module is also reached from the seed
 * scripts (upsert-designs), which run outside the server where the logger's `server-only` guard throws.
 */
async function warn(details: Record<string, unknown>, message: string): Promise<void> {
  const { logger } = await import('@/lib/log/logger')
  logger().warn(details, message)
}

/** A seed run by another process shows in the router within this time (this process's writes at once). */
export const CATALOGUE_INDEX_REFRESH_MS = 5 * 60_000

/** The designs (by slug and id) and themes (with a design of the brand) each brand sells: one read. */
export async function catalogueSubjects(db: Db, brand: BrandKey): Promise<CatalogueSubjects> {
  const typesOfBrand = db
    .select({ key: productTypes.key })
    .from(productTypes)
    .innerJoin(productKinds, eq(productKinds.key, productTypes.kind))
    .where(arrayContains(productKinds.brands, [brand]))
  const rows = await db
    .select({ id: designs.id, slug: designs.slug, themeId: designs.themeId })
    .from(designs)
    .where(inArray(designs.productType, typesOfBrand))
  return {
    designs: new Set(rows.flatMap((row) => [row.slug, String(row.id)])),
    themes: new Set(rows.flatMap((row) => (row.themeId === null ? [] : [String(row.themeId)]))),
  }
}

/**
 * Loads every brand's catalogue subjects into the router's index (lib/routing/catalogue-index.ts), so
 * an unknown design or theme is answered with the complete static 404 page. A failed read keeps the
 * previous index (or none: then the pages decide for themselves).
 */
export async function loadCatalogueIndex(db: Db): Promise<void> {
  await Promise.all(
    BRAND_KEYS.map(async (brand) => {
      try {
        setCatalogueIndex(brand, await catalogueSubjects(db, brand))
      } catch (error) {
        await warn({ err: error, brand }, 'catalogue index not refreshed').catch(() => {})
      }
    }),
  )
}

/** Loads the index now and again every few minutes (a seed run by another process). */
export async function keepCatalogueIndexFresh(db: () => Promise<Db>): Promise<void> {
  await loadCatalogueIndex(await db())
  setInterval(() => {
    db()
      .then(loadCatalogueIndex)
      .catch((error: unknown) => warn({ err: error }, 'catalogue index not refreshed'))
      .catch(() => {})
  }, CATALOGUE_INDEX_REFRESH_MS).unref()
}
