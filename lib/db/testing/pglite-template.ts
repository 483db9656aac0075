import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { migrateDb } from '../migrate'
import * as schema from '../schema'
import type { Db } from '../types'

/**
 * PGlite data folders dumped once per test run: "empty" right after initdb, "migrated" after every
 * migration, "seeded" after the reference data on top (the seed passed in: the catalogue's seedDb).
 * createTestDb() loads the migrated one, the catalogue tests the seeded one (openTestDb({ seed }));
 * tests that need an unmigrated
 * database load the empty one.
 *
 * A fresh PGlite runs initdb (a second WASM program) before it answers: 18-26 s on the loaded 2-core
 * machine, most of a database test file's set-up, and enough to push a test that does it in its body
 * past the 30 s test timeout. Loading a dump skips it (about 5x faster, ADR 0032). vitest's global
 * set-up (tests/setup/database-template.ts) writes the dumps into a folder named in this variable;
 * the workers it starts inherit it. Without it (a script, a run started some other way) the callers
 * fall back to initdb (+ migrate), so nothing depends on the dumps existing.
 */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATES'

type TemplateName = 'empty' | 'migrated' | 'seeded'

const templateFile = (folder: string, name: TemplateName) => join(folder, `${name}.tar`)

/**
 * Writes the three dumps into `folder`, uncompressed: loading them then skips a gunzip. `seed` writes
 * the reference data of the seeded one (passed in: lib/db does not import the domain, ADR 0052).
 */
export async function writePgliteTemplates(
  folder: string,
  seed: (db: Db) => Promise<unknown>,
): Promise<void> {
  const client = await PGlite.create()
  const db = drizzle({ client, schema })
  const dump = async (name: TemplateName) => {
    const tar = await client.dumpDataDir('none')
    await writeFile(templateFile(folder, name), Buffer.from(await tar.arrayBuffer()))
  }
  try {
    await dump('empty')
    await migrateDb(db)
    await dump('migrated')
    await seed(db)
    await dump('seeded')
  } finally {
    await client.close()
  }
}

/** Whether this run has dump `name` (scripts started outside vitest have none). */
export function hasPgliteTemplate(name: TemplateName): boolean {
  const folder = process.env[PGLITE_TEMPLATE_ENV]
  return Boolean(folder && existsSync(templateFile(folder, name)))
}

/** A dumped data folder to start a PGlite from, or undefined when this run has none. */
export async function readPgliteTemplate(name: TemplateName): Promise<Blob | undefined> {
  const folder = process.env[PGLITE_TEMPLATE_ENV]
  const file = folder && templateFile(folder, name)
  if (!file || !existsSync(file)) return undefined
  return new Blob([await readFile(file)])
}
