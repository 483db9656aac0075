import { env } from '../env'
import { openDb } from './open'
import type { Db, DbHandle } from './types'

export type { Db, DbHandle } from './types'

/**
 * The process-wide database. It lives on globalThis because Next dev re-evaluates modules on every
 * edit: a module-level variable would open a second PGlite on the same folder (and trip the lock).
 */
const store = globalThis as typeof globalThis & { __shopDb?: Promise<DbHandle> }

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}

export function getDbHandle(): Promise<DbHandle> {
  if (!store.__shopDb) {
    const opening = openDb(env())
    store.__shopDb = opening
    // A failed open (locked folder, server down) is not cached: the next call tries again.
    opening.catch(() => {
      if (store.__shopDb === opening) store.__shopDb = undefined
    })
  }
  return store.__shopDb
}

/** Closes the process-wide database (and releases the PGlite lock); the next getDb() reopens it. */
export async function closeDb(): Promise<void> {
  const opening = store.__shopDb
  store.__shopDb = undefined
  if (!opening) return
  const handle = await opening.catch(() => undefined)
  await handle?.close()
}
