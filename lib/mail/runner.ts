import 'server-only'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { logger } from '@/lib/log/logger'
import { createJobRunner } from '@/lib/runtime/job-runner'
import { processSingleton } from '@/lib/runtime/process-global'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { smtpTransport, storeOnlyTransport, type MailTransport } from './transport'
import { deliverDueMail } from './worker'

/** The transport is read from the settings once per process, when the worker starts. */
function transport(): MailTransport {
  return processSingleton('__mailTransport', () => {
    const url = env().SMTP_URL
    return url ? smtpTransport(url) : storeOnlyTransport
  })
}

const mailWorker = createJobRunner({
  name: 'mail worker',
  pollMs: 5_000,
  passLimit: 20,
  startInfo: () => ({ transport: transport().kind }),
  async pass(limit) {
    const run = await deliverDueMail(await getDb(), transport(), {
      limit,
      renderAttachment: renderShopAttachment,
    })
    if (run.sent || run.retried || run.failed) logger().info({ mail: run }, 'mail outbox delivered')
    if (run.failed) logger().error({ failed: run.failed }, 'mail given up after the last retry')
    return run.sent + run.retried + run.failed
  },
})

/** Started once at server start-up (lib/server-startup.ts); polls the outbox every few seconds. */
export const startMailWorker = (): void => mailWorker.start()

/** Call after the transaction that queued a message has committed, so it goes out without waiting. */
export const kickMailWorker = (): void => mailWorker.kick()
