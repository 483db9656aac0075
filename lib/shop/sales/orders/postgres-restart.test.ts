import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderEvents } from '@/lib/db/schema'
import type { Db, DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { startCluster, type PostgresCluster } from '@/scripts/postgres-cluster.mjs'
import { placeOrder } from './place-order'
import { faultyDb } from './testing/faulty-db'
import { expectOneOrderAfterRetry, orderFootprint, voucherBuyer } from './testing/order-faults'

/**
 * Fault suite (issue 8): PostgreSQL restarts while an order is being written. Runs in the PostgreSQL
 * path only (scripts/test-postgres.mjs), on a cluster of its own: restarting the shared one would cut
 * the other test files' connections.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let cluster: PostgresCluster | undefined
let handle: DbHandle | undefined
beforeAll(async () => {
  if (!onPostgres) return
  cluster = await startCluster({ database: 'shop_restart' })
  const shared = process.env.TEST_DATABASE_URL
  process.env.TEST_DATABASE_URL = cluster.url
  try {
    handle = await openCatalogueTestDb()
  } finally {
    process.env.TEST_DATABASE_URL = shared
  }
}, 180_000)
afterAll(async () => {
  await handle?.close().catch(() => undefined)
  cluster?.stop()
})

describe.runIf(onPostgres)('PostgreSQL restarted mid-checkout', () => {
  it('leaves no half order, and the retry with the same key places exactly one', async () => {
    const db = handle!.db
    const buyer = await voucherBuyer(db)
    const before = await orderFootprint(db, buyer)
    const restart = async (tx: Db): Promise<never> => {
      cluster!.restart()
      await tx.execute(sql`select 1`)
      throw new Error('the transaction survived the restart')
    }
    await expect(
      placeOrder(faultyDb(db, 'insert', orderEvents, restart), buyer.checkout, buyer.ctx),
    ).rejects.toThrow(/terminat|Connection|Failed query: rollback/)
    expect(await orderFootprint(db, buyer)).toEqual(before)
    await expectOneOrderAfterRetry(db, buyer, before)
  }, 120_000)
})
