import { Client } from 'pg'
import { migrateDb } from '../migrate'
import { openPostgres } from '../open'
import type { Db } from '../types'

/**
 * The PostgreSQL counterpart of pglite-template.ts: one migrated database per test run that every
 * openTestDb() copies with CREATE DATABASE … TEMPLATE (a file copy in the server) instead of running
 * every migration over the wire again (ADR 0032). Created by tests/setup/database-template.ts, named
 * in this variable for the workers; without it openTestDb migrates each new database itself.
 */
const POSTGRES_TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE'
/** The server the template lives on: a test that opens its own cluster (the restart test) has none. */
const TEMPLATE_SERVER_ENV = 'TEST_DATABASE_TEMPLATE_SERVER'

/** Names the template for the workers vitest starts next (they inherit the variables). */
export function announceTemplate(adminUrl: string, name: string): void {
  process.env[POSTGRES_TEMPLATE_ENV] = name
  process.env[TEMPLATE_SERVER_ENV] = adminUrl
}

/** The seeded template is the migrated one's copy with the reference data (the seed) on top. */
const seededName = (name: string) => `${name}_seeded`

/** The template to copy on the server of `adminUrl`, if this run made one there. */
export function templateOn(adminUrl: string, { seeded = false } = {}): string | undefined {
  const name = process.env[TEMPLATE_SERVER_ENV] === adminUrl ? process.env[POSTGRES_TEMPLATE_ENV] : undefined
  return name && seeded ? seededName(name) : name
}

/**
 * Creates database `name` next to the one in `adminUrl`, migrated, and `<name>_seeded`, its copy with
 * the reference data `seed` writes (passed in: lib/db does not import the domain, ADR 0052); returns
 * how to drop both.
 */
export async function createPostgresTemplate(
  adminUrl: string,
  name: string,
  seed: (db: Db) => Promise<unknown>,
): Promise<() => Promise<void>> {
  const drop = async () => {
    await dropDatabase(adminUrl, seededName(name))
    await dropDatabase(adminUrl, name)
  }
  try {
    await withClient(adminUrl, (client) => client.query(`create database "${name}"`))
    // Each closed before any copy: PostgreSQL refuses a template that has open sessions.
    await withDb(adminUrl, name, migrateDb)
    await withClient(adminUrl, (client) =>
      client.query(`create database "${seededName(name)}" template "${name}"`),
    )
    await withDb(adminUrl, seededName(name), seed)
  } catch (error) {
    await drop()
    throw error
  }
  return drop
}

async function withDb(adminUrl: string, name: string, run: (db: Db) => Promise<unknown>): Promise<void> {
  const handle = await openPostgres(databaseUrl(adminUrl, name))
  try {
    await run(handle.db)
  } finally {
    await handle.close()
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  // FORCE (PostgreSQL 13+) ends sessions a failed test may have left open.
  return withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
}

export async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
