import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/types'

/** Row count and a hash of the sorted row texts of one table. */
export interface TableFingerprint {
  rows: number
  hash: string
}

/**
 * Every table of the public schema with its row count and an md5 of its rows (each row as PostgreSQL's
 * text form of the record, sorted), so a refused request that wrote, changed or deleted anything shows
 * up as a differing table. Works on PGlite and PostgreSQL alike.
 */
export async function dbFingerprint(db: Db): Promise<Record<string, TableFingerprint>> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const out: Record<string, TableFingerprint> = {}
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    // Hashed in the database: the rows never travel to the test, only a count and an md5.
    const result = await db.execute(
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as hash
          from ${sql.identifier(name)} t`,
    )
    const [summary] = rowsOf<TableFingerprint>(result)
    out[name] = { rows: Number(summary?.rows ?? 0), hash: String(summary?.hash ?? '') }
  }
  return out
}

/** The names of the tables whose fingerprint differs between two snapshots. */
export function changedTables(
  before: Record<string, TableFingerprint>,
  after: Record<string, TableFingerprint>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash,
  )
}

// PGlite answers { rows }, node-postgres a QueryResult with rows too; drizzle passes them through.
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}
