import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Schema = typeof schema

/**
 * The database as domain code sees it. Both drivers (PGlite and node-postgres) produce a PgDatabase
 * over the same schema; typing against the common base keeps lib/shop from knowing which one runs.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbDriver = 'pglite' | 'pg'

/** An open database together with what is needed to describe and close it. */
export interface DbHandle {
  readonly db: Db
  readonly driver: DbDriver
  /** Human-readable location without credentials, e.g. "PGlite at ./data/pglite". */
  readonly label: string
  /** Closes connections (and releases the PGlite folder lock); safe to call once. */
  close(): Promise<void>
}
