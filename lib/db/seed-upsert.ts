import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { IndexColumn, PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './types'

/** A column by its property name; the insert keys are exactly the names of the table's columns. */
type ColumnName<T extends PgTable> = Extract<keyof T['$inferInsert'], string>
type SetSource<T extends PgTable> = { [K in keyof T['$inferInsert']]?: SQL }

/**
 * Inserts `rows`, rewriting an existing row (found by `target`) only when one of the `update` columns
 * differs, so re-running changes nothing (not even created_at, which is never updated) and reports 0.
 * With no `update` columns an existing row is left as it is. Returns the rows inserted or rewritten.
 */
export async function upsertChanged<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  target: IndexColumn | IndexColumn[],
  update: readonly ColumnName<T>[],
): Promise<number> {
  if (rows.length === 0) return 0
  const insert = db.insert(table).values(rows)
  const written =
    update.length === 0
      ? insert.onConflictDoNothing({ target })
      : insert.onConflictDoUpdate({
          target,
          set: excludedValues(table, update),
          setWhere: changed(table, update),
        })
  return (await written.returning({ one: sql<number>`1` })).length
}

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

function excludedValues<T extends PgTable>(table: T, names: readonly ColumnName<T>[]): SetSource<T> {
  const set: SetSource<T> = {}
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
