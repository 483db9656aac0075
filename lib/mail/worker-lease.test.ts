import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { enqueueMail } from './outbox'
import type { MailTransport, TransportMessage } from './transport'
import { claimDueMail, deliverDueMail, recordMailSent } from './worker'

/** Two instances' workers on one outbox (issue 33 point 3): every message goes out once. */
let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(() => handle.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function queue(key: string) {
  return enqueueMail(handle.db, {
    messageKey: `lease-test:${key}:${Date.now()}`,
    to: 'kundin@example.org',
    subject: 'Ihre Bestellung',
    text: 'Danke',
    html: '<p>Danke</p>',
    brand: 'card',
    locale: 'de-DE',
  })
}

function slowTransport(ms: number): MailTransport & { sent: TransportMessage[] } {
  const sent: TransportMessage[] = []
  return {
    kind: 'smtp',
    sent,
    async send(message) {
      await sleep(ms)
      sent.push(message)
    },
  }
}

const rowOf = async (id: string) =>
  (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('mail workers on several instances', () => {
  it('do not send a message twice while its first worker is slow: the lease is renewed', async () => {
    const queued = await queue('slow')
    const slow = slowTransport(3_000)
    const other = slowTransport(0)
    // The first worker takes 3 s for a message whose lease is 1.5 s without renewal.
    const first = deliverDueMail(handle.db, slow, { leaseMs: 1_500 })
    const until = Date.now() + 3_300
    while (Date.now() < until) {
      await deliverDueMail(handle.db, other, { leaseMs: 1_500 })
      await sleep(50)
    }
    await first
    expect(slow.sent.map((m) => m.id)).toContain(queued.id)
    expect(other.sent.map((m) => m.id)).not.toContain(queued.id)
    const row = await rowOf(queued.id)
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(1)
  })

  it("take over a dead worker's message after its lease, and the dead claim cannot overwrite the outcome", async () => {
    const queued = await queue('dead')
    const start = new Date()
    // A worker claims it and dies (no renewal): its lease runs out after 200 ms.
    const [dead] = (await claimDueMail(handle.db, 50, start, 200)).filter((m) => m.id === queued.id)
    expect(dead).toBeDefined()
    const early = slowTransport(0)
    await deliverDueMail(handle.db, early, { now: new Date(start.getTime() + 100) })
    expect(early.sent.map((m) => m.id)).not.toContain(queued.id)
    const later = slowTransport(0)
    await deliverDueMail(handle.db, later, { now: new Date(start.getTime() + 300) })
    expect(later.sent.map((m) => m.id)).toEqual([queued.id])
    expect((await rowOf(queued.id)).attempts).toBe(2)
    // The dead claim comes back to life: its outcome is refused.
    expect(await recordMailSent(handle.db, dead!, 'stored', new Date())).toBe(false)
    expect((await rowOf(queued.id)).status).toBe('sent')
  })
})
