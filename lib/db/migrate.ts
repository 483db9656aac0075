import { is, sql } from 'drizzle-orm'
import { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { Db } from './types'

/** drizzle's defaults, named here because migrateDb counts the rows of that table. */
const MIGRATIONS_SCHEMA = 'drizzle'
const MIGRATIONS_TABLE = '__drizzle_migrations'

/**
 * The committed migrations, found from the working directory: `next start`, `next dev`, vitest and the
 * scripts all run from the project root. import.meta.url would point into .next/ once bundled (and
 * `new URL(..., import.meta.url)` makes the bundler treat the folder as an asset).
 */
export function migrationsFolder(root: string = process.cwd()): string {
  const folder = join(root, 'lib', 'db', 'migrations')
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(`No migrations in ${folder}: run this from the project root (or npm run db:generate).`)
  }
  return folder
}

export interface MigrateResult {
  /** Migrations applied by this call; 0 when the database was already up to date. */
  applied: number
}

/** Applies lib/db/migrations with the migrator that matches the driver behind `db`. */
export async function migrateDb(db: Db): Promise<MigrateResult> {
  const config = { migrationsFolder: migrationsFolder() }
  const before = await countApplied(db)
  // Each driver has its own migrator (they differ in how they run a transaction); `is` checks the
  // drizzle entity kind, which survives bundling where instanceof across copies might not.
  if (is(db, PgliteDatabase)) await migratePglite(db, config)
  else if (is(db, NodePgDatabase)) await migrateNodePg(db, config)
  else throw new Error('migrateDb supports PGlite and node-postgres databases only')
  return { applied: (await countApplied(db)) - before }
}

const countRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })).length(1) })

async function countApplied(db: Db): Promise<number> {
  // Both drivers return { rows }, but the common Db type cannot know the row shape, hence the parse.
  const exists = countRows.parse(
    await db.execute(
      sql`select (to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) is not null)::int as n`,
    ),
  )
  if (exists.rows[0]?.n !== 1) return 0
  const counted = countRows.parse(
    await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
    ),
  )
  return counted.rows[0]?.n ?? 0
}
