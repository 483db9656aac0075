import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { migrateDb, migrationsFolder } from './migrate'
import { openPgliteMemory } from './open'
import { readPgliteTemplate } from './testing/pglite-template'
import { openTestDb } from './test-db'
import type { DbHandle } from './types'

const journal = z
  .object({ entries: z.array(z.object({ tag: z.string() })) })
  .parse(JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')))

const columnRows = z.object({
  rows: z.array(z.object({ table_name: z.string(), column_name: z.string(), data_type: z.string() })),
})

/** The constraint named by the database error behind drizzle's wrapper (both drivers set it). */
async function violatedConstraint(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined
    if (cause && typeof cause === 'object' && 'constraint' in cause) return String(cause.constraint)
    throw error
  }
  return undefined
}

let handle: DbHandle | undefined
afterEach(async () => {
  await handle?.close()
  handle = undefined
})

describe('migrateDb', () => {
  it('creates the catalogue tables with the column types the schema declares', async () => {
    handle = await openTestDb()
    const result = columnRows.parse(
      await handle.db.execute(sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name in ('product_kinds', 'occasions')
        order by table_name, column_name`),
    )
    const columns = result.rows.map((r) => `${r.table_name}.${r.column_name}:${r.data_type}`)
    expect(columns).toEqual([
      'occasions.created_at:timestamp with time zone',
      'occasions.key:text',
      'occasions.name:jsonb',
      'occasions.position:integer',
      'product_kinds.brands:ARRAY',
      'product_kinds.created_at:timestamp with time zone',
      'product_kinds.description:jsonb',
      'product_kinds.key:text',
      'product_kinds.name:jsonb',
      'product_kinds.position:integer',
      'product_kinds.slug:jsonb',
    ])
  })

  it('reports the migrations it applied, and applies none the second time', async () => {
    handle = await openPgliteMemory(await readPgliteTemplate('empty')) // deliberately unmigrated
    expect(journal.entries.length).toBeGreaterThan(0)
    expect(await migrateDb(handle.db)).toEqual({ applied: journal.entries.length })
    expect(await migrateDb(handle.db)).toEqual({ applied: 0 })
  })

  it('leaves a database that openTestDb migrated unchanged', async () => {
    handle = await openTestDb()
    expect(await migrateDb(handle.db)).toEqual({ applied: 0 })
  })

  it('rejects rows the check constraints forbid (unknown brand, missing de-DE text)', async () => {
    handle = await openTestDb()
    const { db } = handle
    expect(
      await violatedConstraint(
        db.execute(sql`insert into product_kinds (key, brands, position, name, description)
          values ('x', array['mug'], 1, '{"de-DE":"X"}', '{"de-DE":"X"}')`),
      ),
    ).toBe('product_kinds_brands_known')
    expect(
      await violatedConstraint(
        db.execute(sql`insert into occasions (key, position, name) values ('x', 1, '{"en-GB":"X"}')`),
      ),
    ).toBe('occasions_name_default_locale')
  })
})

describe('migrationsFolder', () => {
  it('explains what to do when run outside the project root', () => {
    expect(() => migrationsFolder('/nonexistent')).toThrow(/run this from the project root/)
  })
})
