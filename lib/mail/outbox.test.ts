import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '@/lib/db/schema'
import { COMPANY, registerLine } from '@/lib/config/company'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { MAIL_RETRY, retryDelayMs } from './backoff'
import { renderMailLayout } from './layout'
import { enqueueMail, type EnqueueResult } from './outbox'
import type { OutgoingMail } from './schema'
import type { MailTransport, TransportMessage } from './transport'
import { deliverDueMail } from './worker'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(() => handle.close())

let counter = 0
function message(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  counter++
  return {
    messageKey: `test:${counter}:${Date.now()}`,
    to: `kunde${counter}@example.org`,
    subject: 'Ihre Bestellung',
    text: 'Danke',
    html: '<p>Danke</p>',
    brand: 'card',
    locale: 'de-DE',
    ...overrides,
  }
}

function recordingTransport(fail = false): MailTransport & { sent: TransportMessage[] } {
  const sent: TransportMessage[] = []
  return {
    kind: 'smtp',
    sent,
    async send(m) {
      if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      sent.push(m)
    },
  }
}

const row = async (result: EnqueueResult) =>
  (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id)))[0]!

describe('mail outbox', () => {
  it('queues a message once per key', async () => {
    const mail = message()
    const first = await enqueueMail(handle.db, mail)
    const again = await enqueueMail(handle.db, { ...mail, subject: 'changed' })
    expect(first.created).toBe(true)
    expect(again).toEqual({ id: first.id, created: false })
    expect((await row(first)).subject).toBe('Ihre Bestellung')
  })

  it('refuses an invalid address before writing anything', async () => {
    await expect(enqueueMail(handle.db, message({ to: 'not-an-address' }))).rejects.toThrow()
  })

  it('is rolled back with the transaction that queued it', async () => {
    const mail = message()
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, mail)
        throw new Error('order failed')
      }),
    ).rejects.toThrow('order failed')
    const rows = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.messageKey, mail.messageKey))
    expect(rows).toHaveLength(0)
  })

  it('sends due messages once, with the brand sender and the outbox id as Message-ID', async () => {
    const queued = await enqueueMail(handle.db, message({ brand: 'poster' }))
    const transport = recordingTransport()
    const now = new Date(Date.now() + 1000)
    await deliverDueMail(handle.db, transport, { now })
    await deliverDueMail(handle.db, transport, { now })
    const mine = transport.sent.filter((m) => m.id === queued.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.from).toContain('MYPOSTER')
    expect(await row(queued)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('retries with backoff while SMTP is down and sends when it is back', async () => {
    const queued = await enqueueMail(handle.db, message())
    const start = new Date(Date.now() + 1000)
    await deliverDueMail(handle.db, recordingTransport(true), { now: start })
    const failed = await row(queued)
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 })
    expect(failed.lastError).toContain('ECONNREFUSED')
    expect(failed.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1))

    const back = recordingTransport()
    await deliverDueMail(handle.db, back, { now: start })
    expect(back.sent.some((m) => m.id === queued.id)).toBe(false)
    await deliverDueMail(handle.db, back, { now: new Date(start.getTime() + retryDelayMs(1)) })
    expect(back.sent.some((m) => m.id === queued.id)).toBe(true)
  })

  it('gives up after the last attempt', async () => {
    const queued = await enqueueMail(handle.db, message())
    let now = Date.now() + 1000
    for (let i = 0; i < MAIL_RETRY.maxAttempts; i++) {
      await deliverDueMail(handle.db, recordingTransport(true), { now: new Date(now) })
      now += MAIL_RETRY.maxDelayMs
    }
    expect(await row(queued)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts })
  })

  it('marks messages as stored when no SMTP is configured', async () => {
    const queued = await enqueueMail(handle.db, message())
    await deliverDueMail(
      handle.db,
      { kind: 'store', send: async () => {} },
      { now: new Date(Date.now() + 1000) },
    )
    expect((await row(queued)).status).toBe('stored')
  })

  it('draws no referenced attachment for a message that is only stored', async () => {
    const queued = await enqueueMail(
      handle.db,
      message({
        attachments: [{ filename: 'Rechnung.pdf', contentType: 'application/pdf', ref: 'invoice:RE-1' }],
      }),
    )
    let drawn = 0
    await deliverDueMail(
      handle.db,
      { kind: 'store', send: async () => {} },
      { now: new Date(Date.now() + 1000), renderAttachment: async () => (drawn++, new Uint8Array()) },
    )
    expect((await row(queued)).status).toBe('stored')
    expect(drawn).toBe(0)
  })
})

describe('backoff', () => {
  it('doubles from 30 s and caps at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000])
    expect(retryDelayMs(50)).toBe(MAIL_RETRY.maxDelayMs)
  })
})

describe('mail layout', () => {
  it('escapes copy and gives text and HTML with the brand and the postal address', () => {
    const mail = renderMailLayout(
      'card',
      {
        heading: 'Hallo <Anna>',
        paragraphs: ['Zeile 1\nZeile 2'],
        action: { label: 'Bestätigen', href: 'https://example.org/?a=1&b=2' },
      },
      'de-DE',
    )
    expect(mail.html).toContain('Hallo &lt;Anna&gt;')
    expect(mail.html).toContain('Zeile 1<br>Zeile 2')
    expect(mail.html).toContain('href="https://example.org/?a=1&amp;b=2"')
    expect(mail.text).toContain('Bestätigen: https://example.org/?a=1&b=2')
    expect(mail.text).toContain('80687 München')
  })

  it("states the brand company's register entry, VAT ID and managing directors from the one legal source", () => {
    for (const brand of ['card', 'poster'] as const) {
      const legal = COMPANY.legal[brand]
      const de = renderMailLayout(brand, { heading: 'H', paragraphs: [] }, 'de-AT')
      const en = renderMailLayout(brand, { heading: 'H', paragraphs: [] }, 'en-GB')
      const us = renderMailLayout(brand, { heading: 'H', paragraphs: [] }, 'en-US')
      for (const mail of [de, en, us]) {
        expect(mail.text).toContain(registerLine(legal))
        expect(mail.html).toContain(legal.managingDirectors.join(', '))
      }
      expect(en.text).toContain(`VAT ID ${legal.vatId}`)
      expect(us.text).not.toContain('VAT')
      expect(de.text).toContain(`USt-IdNr. ${legal.vatId}`)
      expect(de.text).toContain(`Geschäftsführung: ${legal.managingDirectors.join(', ')}`)
      expect(en.text).toContain(`Managing directors: ${legal.managingDirectors.join(', ')}`)
    }
  })
})
