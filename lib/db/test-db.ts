import { randomUUID } from 'node:crypto'
import { migrateDb } from './migrate'
import { openPgliteMemory, openPostgres } from './open'
import { hasPgliteTemplate, readPgliteTemplate } from './testing/pglite-template'
import { databaseUrl, dropDatabase, templateOn, withClient } from './testing/postgres-template'
import type { Db, DbHandle } from './types'

/**
 * A fresh, migrated, in-memory PGlite for tests; close it when done. See also openTestDb.
 * It starts from the run's migrated (or seeded) template when there is one; migrateDb then applies
 * nothing but still proves the template matches the committed migrations.
 */
export async function createTestDb(template: 'migrated' | 'seeded' = 'migrated'): Promise<DbHandle> {
  const handle = await openPgliteMemory(await readPgliteTemplate(template))
  try {
    await migrateDb(handle.db)
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}

export interface TestDbOptions {
  /**
   * With the reference data in it: a copy of the run's seeded template, or, without one, seeded here
   * by this function. Pass the catalogue's seedDb (lib/shop/catalogue/seed), the one the global set-up
   * wrote the template with; it is a parameter because lib/db sits below the domain (ADR 0052).
   * Saves each catalogue test file the seed (ADR 0035).
   */
  seed?: (db: Db) => Promise<unknown>
}

interface Opened {
  handle: DbHandle
  /** True when the copy came from the seeded template, so the reference data is in already. */
  seeded: boolean
}

/**
 * A fresh, migrated database for one test (or one test file); close it in afterEach/afterAll.
 *
 * By default an in-memory PGlite. With TEST_DATABASE_URL set (scripts/test-postgres.mjs does that)
 * it is a brand-new database created next to the one in the URL and dropped on close, so the same
 * tests prove the SQL on real PostgreSQL. A database per call rather than a schema per call because
 * drizzle-kit writes "public"-qualified references into migrations (foreign keys), and because vitest
 * runs test files in parallel, which rules out resetting one shared schema. The role needs CREATEDB.
 * Both kinds start from the run's migrated template when there is one (testing/*-template.ts).
 *
 * TEST_DATABASE_URL is read here and not in lib/env.ts: it is a setting of the test run, not the app.
 */
export async function openTestDb({ seed }: TestDbOptions = {}): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL
  const seeded = seed !== undefined
  const opened = url ? await openPostgresTestDb(url, seeded) : await openPgliteTestDb(seeded)
  if (!seed || opened.seeded) return opened.handle
  try {
    await seed(opened.handle.db)
    return opened.handle
  } catch (error) {
    await opened.handle.close()
    throw error
  }
}

async function openPgliteTestDb(seeded: boolean): Promise<Opened> {
  const fromSeeded = seeded && hasPgliteTemplate('seeded')
  return { handle: await createTestDb(fromSeeded ? 'seeded' : 'migrated'), seeded: fromSeeded }
}

async function openPostgresTestDb(adminUrl: string, seeded: boolean): Promise<Opened> {
  const name = `shop_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const template = templateOn(adminUrl, { seeded })
  await withClient(adminUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  )

  let handle: DbHandle | undefined
  try {
    handle = await openPostgres(databaseUrl(adminUrl, name))
    // Applies nothing on a copy of the template, but proves the copy is up to date.
    await migrateDb(handle.db)
  } catch (error) {
    await handle?.close()
    await dropDatabase(adminUrl, name)
    throw error
  }
  const { db, driver, label } = handle
  const close = handle.close
  return {
    handle: {
      db,
      driver,
      label,
      close: async () => {
        await close()
        await dropDatabase(adminUrl, name)
      },
    },
    seeded: seeded && template !== undefined,
  }
}
