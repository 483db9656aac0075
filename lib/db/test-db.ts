import { randomUUID } from 'node:crypto'
import { Client } from 'pg'
import { createTestDb } from './client'
import { migrateDb } from './migrate'
import { openPostgres } from './open'
import type { DbHandle } from './types'

/**
 * A fresh, migrated database for one test (or one test file); close it in afterEach/afterAll.
 *
 * By default an in-memory PGlite. With TEST_DATABASE_URL set (scripts/test-postgres.mjs does that)
 * it is a brand-new database created next to the one in the URL and dropped on close, so the same
 * tests prove the SQL on real PostgreSQL. A database per call rather than a schema per call because
 * drizzle-kit writes "public"-qualified references into migrations (foreign keys), and because vitest
 * runs test files in parallel, which rules out resetting one shared schema. The role needs CREATEDB.
 *
 * TEST_DATABASE_URL is read here and not in lib/env.ts: it is a setting of the test run, not the app.
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL
  return url ? openPostgresTestDb(url) : createTestDb()
}

async function openPostgresTestDb(adminUrl: string): Promise<DbHandle> {
  const name = `shop_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`

  let handle: DbHandle | undefined
  try {
    handle = await openPostgres(url.toString())
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

function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  // FORCE (PostgreSQL 13+) ends sessions a failed test may have left open.
  return withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
