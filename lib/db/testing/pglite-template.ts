import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { migrateDb } from '../migrate'
import * as schema from '../schema'

/**
 * A migrated PGlite data folder, dumped once per test run and loaded by every createTestDb().
 *
 * A fresh PGlite runs initdb (a second WASM program) before it answers, and then needs every
 * migration: together most of a database test file's set-up on a 2-core machine. Loading a dumped
 * data folder skips both (ADR 0032). vitest's global set-up (tests/setup/database-template.ts)
 * writes the dump and names it in this variable; the workers it starts inherit it. Without it (a
 * script, a run started some other way) createTestDb falls back to initdb + migrate, so nothing
 * depends on the template existing.
 */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE'

/** Creates, migrates and dumps a PGlite to `file`, uncompressed: loading it then skips a gunzip. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create()
  try {
    await migrateDb(drizzle({ client, schema }))
    const dump = await client.dumpDataDir('none')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/** The template dump to start a PGlite from, or undefined when this run has none. */
export async function readPgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV]
  if (!file || !existsSync(file)) return undefined
  return new Blob([await readFile(file)])
}
