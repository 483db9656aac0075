/**
 * Browser-test server only (scripts/serve-e2e.mjs): writes the hand-checked reference designs of
 * lib/shop/catalogue/testing when the catalogue holds no designs at all, so listing, product and
 * wishlist pages have something to show. Once the generated catalogue is seeded it does nothing.
 */
import { count } from 'drizzle-orm'
import { designs } from '../lib/db/schema'
import { openDb } from '../lib/db/open'
import { upsertDesigns } from '../lib/shop/catalogue/upsert-designs'
import { FILLER_DESIGNS, FIXTURE_DESIGNS } from '../lib/shop/catalogue/testing/designs'
import { env } from '../lib/env'

const handle = await openDb(env())
try {
  const [row] = await handle.db.select({ n: count() }).from(designs)
  if ((row?.n ?? 0) === 0) {
    const { written } = await upsertDesigns(handle.db, [...FIXTURE_DESIGNS, ...FILLER_DESIGNS])
    console.log(`Reference designs written: ${written}`)
  }
} finally {
  await handle.close()
}
