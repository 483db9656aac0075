import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { migrateDb, migrationsFolder } from '@/lib/db/migrate'
import * as schema from '@/lib/db/schema'
import { seedDb } from './seed-db'
import { readPgliteTemplate } from '@/lib/db/testing/pglite-template'
import { occasions } from '@/lib/db/schema/catalogue'

const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string() })) })

let client: PGlite | undefined
let folder: string | undefined
afterEach(async () => {
  await client?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
  client = folder = undefined
})

describe('upgrading a database created by 0000_init', () => {
  it('keeps its occasions and product kinds, and the seed then adds the catalogue', async () => {
    // A copy of the migrations that stops after the first one: the state of a shop before this change.
    folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'))
    cpSync(migrationsFolder(), folder, { recursive: true })
    const journalPath = join(folder, 'meta', '_journal.json')
    const journal = journalSchema.parse(JSON.parse(readFileSync(journalPath, 'utf8')))
    expect(journal.entries[0]?.tag).toBe('0000_init')
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }))

    // Straight after initdb, as a shop's database was before its first migration (ADR 0032).
    const empty = await readPgliteTemplate('empty')
    client = await PGlite.create(empty ? { loadDataDir: empty } : {})
    const db = drizzle({ client, schema })
    await migrate(db, { migrationsFolder: folder })
    await db.execute(
      sql`insert into occasions (key, position, name) values ('hochzeit', 10, '{"de-DE":"Hochzeit (alt)"}')`,
    )

    expect((await migrateDb(db)).applied).toBe(journal.entries.length - 1)
    const [kept] = await db.select().from(occasions)
    expect(kept).toMatchObject({ key: 'hochzeit', name: { 'de-DE': 'Hochzeit (alt)' } })

    await seedDb(db)
    const rows = await db.select().from(occasions)
    expect(rows.find((o) => o.key === 'hochzeit')?.createdAt).toEqual(kept?.createdAt)
    expect(rows.find((o) => o.key === 'party')).toBeDefined()
  })
})
