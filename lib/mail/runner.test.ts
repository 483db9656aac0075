import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import * as log from '@/lib/log/logger'
import { stopJobRunnerForTests } from '@/lib/runtime/job-runner'
import { enqueueMail } from './outbox'
import { kickMailWorker, startMailWorker } from './runner'
import type { TransportMessage } from './transport'
import type { AttachmentRenderer } from './worker'

const sent: TransportMessage[] = []
// An SMTP transport that records: attachments are only drawn for mail that really goes out.
vi.mock('./transport', () => {
  const recorder = { kind: 'smtp' as const, send: async (m: TransportMessage) => void sent.push(m) }
  return { smtpTransport: () => recorder, storeOnlyTransport: recorder }
})
vi.mock('@/lib/db/client', () => ({ getDb: async () => handle.db }))

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(() => handle.close())
afterEach(() => {
  stopJobRunnerForTests('mail worker')
  vi.restoreAllMocks()
})

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50))

async function queueWithAttachment(to: string) {
  return enqueueMail(handle.db, {
    messageKey: `runner:${to}`,
    to,
    subject: 'Rechnung',
    text: 'Anbei',
    html: '<p>Anbei</p>',
    brand: 'card',
    locale: 'de-DE',
    attachments: [{ filename: 'Beleg.pdf', contentType: 'application/pdf', ref: 'receipt:42' }],
  })
}

async function delivered(to: string): Promise<TransportMessage | undefined> {
  for (let i = 0; i < 100 && !sent.some((m) => m.to === to); i++) await settle()
  return sent.find((m) => m.to === to)
}

describe('mail worker', () => {
  it('draws referenced attachments with the renderer start-up hands in', async () => {
    vi.spyOn(log, 'logger').mockReturnValue({ info: vi.fn(), error: vi.fn() } as unknown as ReturnType<
      typeof log.logger
    >)
    const render = vi.fn<AttachmentRenderer>(async () => new Uint8Array([37, 80, 68, 70]))
    const queued = await queueWithAttachment('beleg@example.org')

    kickMailWorker()
    await settle()
    expect(sent).toHaveLength(0)
    const [waiting] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id))
    expect(waiting?.status).toBe('queued')

    startMailWorker(render)
    kickMailWorker()
    const mail = await delivered('beleg@example.org')
    expect(render).toHaveBeenCalledWith(handle.db, 'receipt:42')
    expect(mail?.attachments).toEqual([
      { filename: 'Beleg.pdf', contentType: 'application/pdf', contentBase64: 'JVBERg==' },
    ])
  })
})
