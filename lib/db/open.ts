import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { join } from 'node:path'
import { Pool } from 'pg'
import type { Env } from '@/lib/env'
import { DatabaseLockedError, acquireLock, type DatabaseLock, type LockRole } from './lock'
import * as schema from './schema'
import type { DbHandle } from './types'

export type DbSettings = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDb(settings: DbSettings): Promise<DbHandle> {
  return settings.DATABASE_URL ? openPostgres(settings.DATABASE_URL) : openPgliteFolder(settings.DATA_DIR)
}

export interface PgliteFolderOptions {
  /** Written into the lock file; a running server's lock is fatal to others, a script's is waited for. */
  role?: LockRole
  /** How long to wait for a running script (db-setup, staff:add) to release the folder. */
  waitForScriptMs?: number
}

/** Inside Next (npm start, npm run dev) the opener is the server; anything else is a script. */
const defaultRole = (): LockRole => (process.env.NEXT_RUNTIME === 'nodejs' ? 'server' : 'script')

export async function openPgliteFolder(
  dataDir: string,
  options: PgliteFolderOptions = {},
): Promise<DbHandle> {
  // The build's workers are killed when it ends, leaving any lock they took behind (lib/db/client.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('next build does not open the embedded database; read it at request time')
  }
  // Lock before PGlite touches the folder: a second process must not even start recovery on it.
  const lock = await lockWaitingForScripts(
    dataDir,
    options.role ?? defaultRole(),
    options.waitForScriptMs ?? 60_000,
  )
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'))
    return pgliteHandle(client, `PGlite at ${dataDir.replace(/\/+$/, '')}/pglite`, () => lock.release())
  } catch (error) {
    lock.release()
    throw error
  }
}

async function lockWaitingForScripts(dataDir: string, role: LockRole, waitMs: number): Promise<DatabaseLock> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return acquireLock(dataDir, role)
    } catch (error) {
      // A script holding the folder finishes on its own: a start right after `npm run db:seed` or
      // during `npm run staff:add` waits for it instead of failing. A server does not finish.
      const script =
        error instanceof DatabaseLockedError && error.role === 'script' && error.pid !== process.pid
      if (!script || Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
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
