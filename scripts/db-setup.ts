/**
 * Prepares the configured database: applies lib/db/migrations and upserts the seed catalogue.
 *   npx tsx scripts/db-setup.ts            migrate and seed (npm run db:seed)
 *   npx tsx scripts/db-setup.ts --no-seed  migrate only     (npm run db:migrate)
 * Expected failures (bad environment, PGlite folder in use) print one line and exit 1, no stack.
 */
import { DatabaseLockedError } from '../lib/db/lock'
import { migrateDb } from '../lib/db/migrate'
import { openDb } from '../lib/db/open'
import { seedDb } from '../lib/shop/catalogue/seed/seed-db'
import { seedDesigns } from '../lib/shop/catalogue/seed/designs'
import { seedPromotions } from '../lib/shop/sales/vouchers/promotions'
import type { DbHandle } from '../lib/db/types'
import { EnvError, env } from '../lib/env'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--no-seed')
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown[0]}; usage: db-setup.ts [--no-seed]`)
    return 2
  }

  let handle: DbHandle
  try {
    handle = await openDb(env())
  } catch (error) {
    if (error instanceof EnvError || error instanceof DatabaseLockedError) {
      console.error(error.message)
      return 1
    }
    throw error
  }

  try {
    const { applied } = await migrateDb(handle.db)
    const seeded = args.includes('--no-seed') ? 'seed skipped' : await seed(handle)
    console.log(`Database ready (${handle.label}): ${plural(applied, 'new migration')} applied, ${seeded}.`)
    return 0
  } finally {
    // Closing also releases the PGlite lock so `npm start` can open the folder right after.
    await handle.close()
  }
}

/** The vocabulary first (the designs refer to it), then the generated design catalogue. */
async function seed(handle: DbHandle): Promise<string> {
  const started = performance.now()
  const reference = (await seedDb(handle.db)).changed + (await seedPromotions(handle.db))
  const catalogue = (await seedDesigns(handle.db)).changed
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  return `${plural(reference, 'seed row')} and ${plural(catalogue, 'catalogue row')} written in ${seconds} s`
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Database setup failed:', error)
    process.exit(1)
  },
)
