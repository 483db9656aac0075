import { generatedCatalogue } from '../shop/catalog/generator/catalogue'
import { upsertDesigns } from '../shop/catalog/upsert-designs'
import { themes } from './schema'
import type { SeedResult } from './seed'
import { upsertChanged } from './seed-upsert'
import type { Db } from './types'

/**
 * Upserts the generated card catalogue (lib/shop/catalog/generator): its themes, then its designs,
 * in one transaction. Runs after seedDb, which provides the vocabulary and the pinned themes
 * (1461 ...). Kept apart from seedDb so catalogue tests can seed the vocabulary with a handful of
 * fixture designs; `npm start` and the browser tests run both (scripts/db-setup.ts).
 * Idempotent like seedDb: a second run writes nothing and reports 0.
 */
export async function seedDesigns(db: Db): Promise<SeedResult> {
  const catalogue = generatedCatalogue()
  return db.transaction(async (tx) => {
    const themeRows = await upsertChanged(tx, themes, catalogue.themes, themes.id, [
      'name',
      'description',
      'occasion',
      'isSet',
    ])
    const { written } = await upsertDesigns(tx, catalogue.designs)
    return { changed: themeRows + written }
  })
}
