import { randomUUID } from 'node:crypto'
import { createTestDb } from './client'
import { migrateDb } from './migrate'
import { openPostgres } from './open'
import { databaseUrl, dropDatabase, templateOn, withClient } from './testing/postgres-template'
import type { DbHandle } from './types'

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
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL
  return url ? openPostgresTestDb(url) : createTestDb()
}

async function openPostgresTestDb(adminUrl: string): Promise<DbHandle> {
  const name = `shop_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const template = templateOn(adminUrl)
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
    db,
    driver,
    label,
    close: async () => {
      await close()
      await dropDatabase(adminUrl, name)
    },
  }
}
