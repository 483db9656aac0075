import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { closeDb, getDb, getDbHandle } from './client'
import { createTestDb } from './test-db'
import { DatabaseLockedError } from './lock'
import { migrateDb } from './migrate'
import { openDb, describeUrl } from './open'
import { productKinds } from './schema'
import type { Db } from './types'

/** One row of data to find again: the catalogue's seed is the domain's (lib/shop), not this layer's. */
const addKind = (db: Db) =>
  db.insert(productKinds).values({
    key: 'card',
    brands: ['card'],
    position: 10,
    name: { 'de-DE': 'Karten' },
    description: { 'de-DE': 'Karten' },
  })

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-db-'))
  resetEnvForTests({ DATA_DIR: dataDir })
})
afterEach(async () => {
  await closeDb()
  resetEnvForTests()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('getDb without DATABASE_URL', () => {
  it('opens one PGlite in DATA_DIR/pglite for the whole process and locks the folder', async () => {
    const [a, b] = await Promise.all([getDb(), getDb()])
    expect(a).toBe(b)
    const handle = await getDbHandle()
    expect(handle).toMatchObject({ driver: 'pglite', label: `PGlite at ${dataDir}/pglite` })
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
    expect(JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: process.pid })
  })

  it('refuses a second open of the same folder while the first is open', async () => {
    await getDb()
    await expect(openDb({ DATA_DIR: dataDir })).rejects.toBeInstanceOf(DatabaseLockedError)
  })

  it('keeps the data across close and reopen, and releases the lock on close', async () => {
    const db = await getDb()
    await migrateDb(db)
    await addKind(db)
    await closeDb()
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)

    const reopened = await getDb()
    expect(reopened).not.toBe(db)
    expect(await reopened.$count(productKinds)).toBe(1)
  })

  it('does not cache a failed open, so a later call can succeed', async () => {
    const blocker = await openDb({ DATA_DIR: dataDir })
    await expect(getDb()).rejects.toBeInstanceOf(DatabaseLockedError)
    await blocker.close()
    await expect(getDb()).resolves.toBeDefined()
  })
})

describe('during next build', () => {
  afterEach(() => {
    delete process.env.NEXT_PHASE
  })

  it('never opens the embedded database, so no build worker leaves a lock behind (issue 24)', async () => {
    process.env.NEXT_PHASE = 'phase-production-build'
    // Outside a page render Next's connection() refuses; inside one it marks the page dynamic.
    await expect(getDb()).rejects.toThrow(/outside a request scope|does not open the database/)
    await expect(openDb({ DATA_DIR: dataDir })).rejects.toThrow(
      'next build does not open the embedded database',
    )
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false)
  })
})

describe('createTestDb', () => {
  it('gives independent in-memory databases that are already migrated', async () => {
    const [one, two] = await Promise.all([createTestDb(), createTestDb()])
    try {
      await addKind(one.db)
      expect(await one.db.$count(productKinds)).toBe(1)
      expect(await two.db.$count(productKinds)).toBe(0)
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('getDb with DATABASE_URL', () => {
  it('connects to PostgreSQL instead of opening PGlite', async () => {
    const url = process.env.TEST_DATABASE_URL ?? ''
    resetEnvForTests({ DATA_DIR: dataDir, DATABASE_URL: url })
    const handle = await getDbHandle()
    expect(handle).toMatchObject({ driver: 'pg', label: `PostgreSQL at ${describeUrl(url)}` })
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false)
  })
})

describe('describeUrl', () => {
  it('never shows credentials', () => {
    expect(describeUrl('postgres://shop:s3cret@db.internal:5432/shop')).toBe('db.internal:5432/shop')
  })
})
