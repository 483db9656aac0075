import {
  accessories,
  categories,
  formats,
  occasions,
  paperRefinements,
  papers,
  productKinds,
  productTypes,
  refinements,
  themes,
} from '@/lib/db/schema'
import { ACCESSORY_SEED } from './accessories'
import { CATEGORY_SEED } from './categories'
import { OCCASION_SEED } from './occasions'
import { PRODUCT_KIND_SEED } from './product-kinds'
import { FORMAT_SEED, PAPER_REFINEMENT_SEED, PAPER_SEED, PRODUCT_TYPE_SEED, REFINEMENT_SEED } from './print'
import { THEME_SEED } from './themes'
import { upsertChanged } from '@/lib/db/seed-upsert'
import type { Db } from '@/lib/db/types'

export interface SeedResult {
  /** Rows inserted or updated; 0 when the database already held exactly the seed data. */
  changed: number
}

/**
 * Upserts the reference catalogue (everything but designs, which the design generator writes with
 * lib/shop/catalogue/upsert-designs.ts). Idempotent: a row is only rewritten when its content differs,
 * so a second run changes nothing (not even created_at, which is never part of the update) and
 * reports 0. Rows that are not in the seed (added by an admin later) are left alone, and so are
 * allowed paper/refinement pairs: removing one from the config does not revoke it in a live shop.
 * Parents before children, because the foreign keys are checked statement by statement.
 */
export async function seedDb(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const counts = [
      await upsertChanged(tx, productKinds, PRODUCT_KIND_SEED, productKinds.key, [
        'brands',
        'position',
        'name',
        'description',
        'slug',
      ]),
      await upsertChanged(tx, occasions, OCCASION_SEED, occasions.key, ['position', 'name']),
      await upsertChanged(tx, productTypes, PRODUCT_TYPE_SEED, productTypes.key, [
        'kind',
        'position',
        'name',
        'priceKey',
      ]),
      await upsertChanged(tx, formats, FORMAT_SEED, formats.key, [
        'series',
        'widthMm',
        'heightMm',
        'position',
        'name',
      ]),
      await upsertChanged(tx, papers, PAPER_SEED, papers.key, ['position', 'name']),
      await upsertChanged(tx, refinements, REFINEMENT_SEED, refinements.key, ['position', 'name']),
      await upsertChanged(
        tx,
        paperRefinements,
        PAPER_REFINEMENT_SEED,
        [paperRefinements.paper, paperRefinements.refinement],
        [],
      ),
      await upsertChanged(tx, accessories, ACCESSORY_SEED, accessories.sku, [
        'kind',
        'subtype',
        'colour',
        'paper',
        'widthMm',
        'heightMm',
        'position',
        'name',
        'priceKey',
      ]),
      await upsertChanged(tx, categories, CATEGORY_SEED, categories.key, ['kind', 'position', 'name']),
      await upsertChanged(tx, themes, THEME_SEED, themes.id, ['name', 'description', 'occasion', 'isSet']),
    ]
    return { changed: counts.reduce((sum, n) => sum + n, 0) }
  })
}
