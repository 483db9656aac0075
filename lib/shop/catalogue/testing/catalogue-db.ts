import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import type { NewDesign } from '../design-schema'
import { seedDb } from '../seed/seed-db'
import { upsertDesigns } from '../upsert-designs'
import { FIXTURE_DESIGNS } from './designs'

/** A fresh, migrated test database with the reference data and the given designs. */
export async function openCatalogueTestDb(
  designs: readonly NewDesign[] = FIXTURE_DESIGNS,
): Promise<DbHandle> {
  const handle = await openTestDb({ seed: seedDb })
  try {
    await upsertDesigns(handle.db, [...designs])
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}
