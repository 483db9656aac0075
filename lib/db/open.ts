import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { join } from 'node:path'
import { Pool } from 'pg'
import type { Env } from '../env'
import { acquireLock } from './lock'
import * as schema from './schema'
import type { DbHandle } from './types'

export type DbSettings = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDb(settings: DbSettings): Promise<DbHandle> {
  return settings.DATABASE_URL ? openPostgres(settings.DATABASE_URL) : openPgliteFolder(settings.DATA_DIR)
}

export async function openPgliteFolder(dataDir: string): Promise<DbHandle> {
  // Lock before PGlite touches the folder: a second process must not even start recovery on it.
  const lock = acquireLock(dataDir)
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'))
    return pgliteHandle(client, `PGlite at ${dataDir.replace(/\/+$/, '')}/pglite`, () => lock.release())
  } catch (error) {
    lock.release()
    throw error
  }
}

/**
 * An in-memory PGlite: nothing on disk, so no lock; gone when closed. `dataDir` is a dumped data
 * folder to start from (tests load a migrated one instead of running initdb, ADR 0032).
 */
export async function openPgliteMemory(dataDir?: Blob): Promise<DbHandle> {
  const client = await PGlite.create(dataDir ? { loadDataDir: dataDir } : {})
  return pgliteHandle(client, 'PGlite in memory', () => undefined)
}

function pgliteHandle(client: PGlite, label: string, afterClose: () => void): DbHandle {
  return {
    db: drizzlePglite({ client, schema }),
    driver: 'pglite',
    label,
    close: async () => {
      try {
        await client.close()
      } finally {
        afterClose()
      }
    },
  }
}

export async function openPostgres(url: string): Promise<DbHandle> {
  // 20, not 10: under 50 concurrent checkouts (bench:load) reads queued behind order transactions
  // waiting for the invoice counter; PostgreSQL's default allows 100 connections.
  const pool = new Pool({ connectionString: url, max: 20 })
  // Without a listener, an idle connection dropped by the server (restart, failover) is an unhandled
  // 'error' event that kills the whole process; the pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`))
  // The pool listens only to idle connections. One checked out by a transaction that loses the server
  // emits 'error' on the client itself, which without a listener also kills the process (found by the
  // restart fault test). The query in flight fails on its own; this only keeps the process alive.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
  })
  // Connect once now so a wrong URL or a server that is down fails at start-up, not on the first page.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end()
    throw error
  })
  probe.release()
  return {
    db: drizzleNodePg({ client: pool, schema }),
    driver: 'pg',
    label: `PostgreSQL at ${describeUrl(url)}`,
    close: () => pool.end(),
  }
}

/** host:port/database, never the user or password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.host || 'localhost'}${parsed.pathname}`
  } catch {
    return '(unparseable DATABASE_URL)'
  }
}
