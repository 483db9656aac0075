import 'server-only'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { logger } from '@/lib/log/logger'
import { createJobRunner } from '@/lib/runtime/job-runner'
import { globalSlot, processSingleton } from '@/lib/runtime/process-global'
import { smtpTransport, storeOnlyTransport, type MailTransport } from './transport'
import { deliverDueMail, type AttachmentRenderer } from './worker'

/** The transport is read from the settings once per process, when the worker starts. */
function transport(): MailTransport {
  return processSingleton('__mailTransport', () => {
    const url = env().SMTP_URL
    return url ? smtpTransport(url) : storeOnlyTransport
  })
}

/**
 * The renderer of referenced attachments (invoice PDFs), handed in by the start-up code: the shop owns
 * the documents, the mail layer only sends them. Process-wide like the runner itself, because a kick
 * may come from another copy of this module (a route's bundle) than the one start-up loaded.
 */
const attachmentRenderer = globalSlot<AttachmentRenderer>('__mailAttachmentRenderer')

const mailWorker = createJobRunner({
  name: 'mail worker',
  pollMs: 5_000,
  passLimit: 20,
  startInfo: () => ({ transport: transport().kind }),
  async pass(limit) {
    const run = await deliverDueMail(await getDb(), transport(), {
      limit,
      renderAttachment: attachmentRenderer.get(),
    })
    if (run.sent || run.retried || run.failed) logger().info({ mail: run }, 'mail outbox delivered')
    if (run.failed) logger().error({ failed: run.failed }, 'mail given up after the last retry')
    return run.sent + run.retried + run.failed
  },
})

/**
 * Started once at server start-up (lib/server-startup.ts) with the renderer of referenced attachments;
 * polls the outbox every few seconds. Before it starts no pass runs (a kick does nothing), so every
 * message the worker sends has its attachments drawn.
 */
export function startMailWorker(renderAttachment: AttachmentRenderer): void {
  attachmentRenderer.set(renderAttachment)
  mailWorker.start()
}

/** Call after the transaction that queued a message has committed, so it goes out without waiting. */
export const kickMailWorker = (): void => mailWorker.kick()
