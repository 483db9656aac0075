import { Client } from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import {
  announceToOthers,
  INVALIDATION_KINDS,
  listenForInvalidations,
  type InvalidationKind,
} from './invalidation'
import { openPostgres } from './open'
import { createTestDb } from './test-db'

/** Real PostgreSQL (npm run test:postgres sets it): NOTIFY between connections is the point. */
const url = process.env.TEST_DATABASE_URL
const stops: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

function heard(): { kinds: InvalidationKind[]; next(count: number): Promise<InvalidationKind[]> } {
  const kinds: InvalidationKind[] = []
  return {
    kinds,
    async next(count) {
      const deadline = Date.now() + 5_000
      while (kinds.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      return kinds.slice(0, count)
    },
  }
}

describe('announcing a change on the embedded database', () => {
  it('does nothing: one process, nobody to tell', async () => {
    const handle = await createTestDb()
    stops.push(() => handle.close())
    await expect(announceToOthers(handle.db, 'content')).resolves.toBeUndefined()
  })
})

describe.skipIf(!url)('LISTEN/NOTIFY between instances (PostgreSQL)', () => {
  async function listening(self: string) {
    const got = heard()
    const listener = listenForInvalidations(url as string, (kind) => got.kinds.push(kind), {
      self,
      retryMs: 50,
    })
    stops.push(() => listener.stop())
    // The LISTEN is in place once a probe message arrives.
    const probe = await openPostgres(url as string)
    stops.push(() => probe.close())
    for (let i = 0; i < 100 && got.kinds.length === 0; i++) {
      await announceToOthers(probe.db, 'ratings')
      await new Promise((r) => setTimeout(r, 20))
    }
    got.kinds.splice(0)
    return { got, db: probe.db }
  }

  it('delivers what another instance announced, within a second', async () => {
    const { got, db } = await listening('another instance')
    const started = Date.now()
    await announceToOthers(db, 'catalogue')
    expect(await got.next(1)).toEqual(['catalogue'])
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it("skips the instance's own messages (it has acted on them already)", async () => {
    const got = heard()
    const listener = listenForInvalidations(url as string, (kind) => got.kinds.push(kind), { retryMs: 50 })
    stops.push(() => listener.stop())
    const probe = await openPostgres(url as string)
    stops.push(() => probe.close())
    for (let i = 0; i < 20; i++) await announceToOthers(probe.db, 'content')
    await new Promise((r) => setTimeout(r, 300))
    expect(got.kinds).toEqual([])
  })

  it('ignores a message that is not ours', async () => {
    const { got, db } = await listening('another instance')
    await db.execute(`select pg_notify('shop_invalidation', '{"kind":"everything","origin":"x"}')`)
    await announceToOthers(db, 'content')
    expect(await got.next(1)).toEqual(['content'])
  })

  it('reconnects after the connection was killed and then treats everything as changed', async () => {
    const { got, db } = await listening('another instance')
    const admin = new Client({ connectionString: url })
    await admin.connect()
    stops.push(() => admin.end())
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and query ilike 'LISTEN shop_invalidation%'`,
    )
    expect(new Set(await got.next(INVALIDATION_KINDS.length))).toEqual(new Set(INVALIDATION_KINDS))
    got.kinds.splice(0)
    await announceToOthers(db, 'catalogue')
    expect(await got.next(1)).toEqual(['catalogue'])
  })
})
