import 'server-only'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { logger } from '@/lib/log/logger'
import { renderShopAttachment } from '@/lib/shop/mail-attachments'
import { smtpTransport, storeOnlyTransport, type MailTransport } from './transport'
import { deliverDueMail } from './worker'

const POLL_MS = 5_000
/** Messages claimed per pass; a full pass is followed by the next one at once (see tick). */
const PASS_LIMIT = 20

/** One worker per process, kept on globalThis so that dev reloads and bundle copies share it. */
const state = globalThis as typeof globalThis & {
  __mailWorker?: {
    timer: NodeJS.Timeout
    running: Promise<void> | null
    again: boolean
    transport: MailTransport
  }
}

function transportFromEnv(): MailTransport {
  const url = env().SMTP_URL
  return url ? smtpTransport(url) : storeOnlyTransport
}

async function tick(): Promise<void> {
  const worker = state.__mailWorker
  if (!worker) return
  if (worker.running) {
    // A kick during a pass (a new order): run once more afterwards instead of waiting for the poll.
    worker.again = true
    return
  }
  worker.running = (async () => {
    try {
      const run = await deliverDueMail(await getDb(), worker.transport, {
        limit: PASS_LIMIT,
        renderAttachment: renderShopAttachment,
      })
      if (run.sent || run.retried || run.failed) logger().info({ mail: run }, 'mail outbox delivered')
      if (run.failed) logger().error({ failed: run.failed }, 'mail given up after the last retry')
      // A full pass means more may be due: a backlog drains pass after pass, not one pass per poll.
      if (run.sent + run.retried + run.failed >= PASS_LIMIT) worker.again = true
    } catch (error) {
      logger().error({ err: error }, 'mail worker run failed')
    } finally {
      worker.running = null
    }
  })()
  await worker.running
  if (worker.again) {
    worker.again = false
    setImmediate(() => void tick())
  }
}

/** Started once at server start-up (lib/server-startup.ts); polls the outbox every few seconds. */
export function startMailWorker(): void {
  if (state.__mailWorker) return
  const timer = setInterval(() => void tick(), POLL_MS)
  timer.unref()
  state.__mailWorker = { timer, running: null, again: false, transport: transportFromEnv() }
  logger().info({ transport: state.__mailWorker.transport.kind }, 'mail worker started')
}

/** Call after the transaction that queued a message has committed, so it goes out without waiting. */
export function kickMailWorker(): void {
  if (state.__mailWorker) setImmediate(() => void tick())
}
