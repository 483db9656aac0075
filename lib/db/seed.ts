import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { occasions, productKinds } from './schema'
import { OCCASION_SEED, PRODUCT_KIND_SEED } from './seed-data'
import type { Db } from './types'

export interface SeedResult {
  /** Rows inserted or updated; 0 when the database already held exactly the seed data. */
  changed: number
}

/**
 * Upserts the seed catalogue. Idempotent: a row is only rewritten when its content differs, so a
 * second run changes nothing (not even created_at, which is never part of the update) and reports 0.
 * Rows that are not in the seed (added by an admin later) are left alone.
 */
export async function seedDb(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const kinds = await tx
      .insert(productKinds)
      .values(PRODUCT_KIND_SEED)
      .onConflictDoUpdate({
        target: productKinds.key,
        set: excludedValues(productKinds, ['brands', 'position', 'name', 'description', 'slug']),
        setWhere: changed(productKinds, ['brands', 'position', 'name', 'description', 'slug']),
      })
      .returning({ key: productKinds.key })
    const occ = await tx
      .insert(occasions)
      .values(OCCASION_SEED)
      .onConflictDoUpdate({
        target: occasions.key,
        set: excludedValues(occasions, ['position', 'name']),
        setWhere: changed(occasions, ['position', 'name']),
      })
      .returning({ key: occasions.key })
    return { changed: kinds.length + occ.length }
  })
}

type ColumnName<T extends PgTable> = Extract<keyof T['_']['columns'], string>

function pick<T extends PgTable>(table: T, names: readonly ColumnName<T>[]): [ColumnName<T>, PgColumn][] {
  const columns: Record<string, PgColumn> = getTableColumns(table)
  return names.map((name) => {
    const column = columns[name]
    if (!column) throw new Error(`Unknown column ${name}`)
    return [name, column]
  })
}

/** `excluded.<column>`: the value the INSERT proposed for a row that already exists. */
function excluded(column: PgColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`
}

function excludedValues<T extends PgTable>(
  table: T,
  names: readonly ColumnName<T>[],
): Partial<Record<ColumnName<T>, SQL>> {
  const set: Partial<Record<ColumnName<T>, SQL>> = {}
  for (const [name, column] of pick(table, names)) set[name] = excluded(column)
  return set
}

/** True when any listed column differs from the proposed value (null-safe, jsonb compared by value). */
function changed<T extends PgTable>(table: T, names: readonly ColumnName<T>[]): SQL {
  const columns = pick(table, names).map(([, column]) => column)
  const current = sql.join(
    columns.map((c) => sql`${table}.${sql.identifier(c.name)}`),
    sql`, `,
  )
  const proposed = sql.join(columns.map(excluded), sql`, `)
  return sql`(${current}) is distinct from (${proposed})`
}
