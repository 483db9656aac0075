/**
 * What the cluster load proof (bench/load-cluster.ts) checks after the orders: the work done after the
 * answer, by N instances of which one was killed. Confirmation mails are counted where they arrive —
 * an SMTP sink, by the Message-ID the worker gives each outbox row — and print files where they are
 * kept — the S3 bucket — beside the database rows that say what should exist.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { and, inArray, like, sql } from 'drizzle-orm'
import { mailOutbox, orderPrintFiles } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { SunkMessage } from '@/lib/mail/testing/smtp-sink'

export interface DeliveryVerdict {
  /** Confirmation mails queued (one per order: the outbox key is unique). */
  mails: number
  mailsOnce: number
  /** Delivered more than once (same Message-ID: receivers drop the copy, but it is a duplicate). */
  mailsTwice: number
  /** Marked sent, yet the sink never got it. */
  mailsLost: number
  /** Not delivered yet when the bench stopped waiting, by outbox status (a dead worker's lease). */
  mailsPending: Record<string, number>
  printFiles: number
  printFilesOnce: number
  /** More than one job row for one line and part. */
  printJobsTwice: number
  /** Done, but the bucket has no object under its key. */
  printFilesMissing: number
  /** Objects under print-files/ that no job row names. */
  strayObjects: number
  /** Rendered more than once (a lease ran out, or a retry after an error); the key stays one object. */
  renderedAgain: number
  printPending: Record<string, number>
  details: string[]
}

/** States of work still to come. */
const OPEN_MAIL = ['queued', 'sending'] as const
const OPEN_PRINT = ['queued', 'rendering'] as const

/** How much after-the-answer work is still open: the bench waits until this is 0 or its time is up. */
export async function openWork(db: Db): Promise<number> {
  const [mails] = await db
    .select({ count: sql<number>`count(*)` })
    .from(mailOutbox)
    .where(
      and(like(mailOutbox.messageKey, 'order-confirmation:%'), inArray(mailOutbox.status, [...OPEN_MAIL])),
    )
  const [prints] = await db
    .select({ count: sql<number>`count(*)` })
    .from(orderPrintFiles)
    .where(inArray(orderPrintFiles.state, [...OPEN_PRINT]))
  return Number(mails?.count ?? 0) + Number(prints?.count ?? 0)
}

/** The outbox row id in a sunk message's Message-ID header (lib/mail/transport.ts writes `<id@outbox.local>`). */
export function outboxIdOf(message: SunkMessage): string | undefined {
  return /^message-id:\s*<([^@>\s]+)@outbox\.local>/im.exec(message.data)?.[1]
}

export interface BucketAccess {
  endpoint: string
  bucket: string
  env: Record<string, string>
}

async function bucketKeys(access: BucketAccess, prefix: string): Promise<string[]> {
  const client = new S3Client({
    endpoint: access.endpoint,
    region: access.env.S3_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: access.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: access.env.S3_SECRET_ACCESS_KEY ?? '',
    },
  })
  const keys: string[] = []
  let token: string | undefined
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: access.bucket, Prefix: prefix, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  return keys
}

const tally = (values: readonly string[]) => {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

export async function verifyDelivery(
  db: Db,
  sunk: readonly SunkMessage[],
  bucket: BucketAccess,
): Promise<DeliveryVerdict> {
  const details: string[] = []
  const deliveries = tally(sunk.map(outboxIdOf).filter((id): id is string => id !== undefined))
  const mails = await db
    .select({ id: mailOutbox.id, key: mailOutbox.messageKey, status: mailOutbox.status })
    .from(mailOutbox)
    .where(like(mailOutbox.messageKey, 'order-confirmation:%'))
  let mailsOnce = 0
  let mailsTwice = 0
  let mailsLost = 0
  const pending: string[] = []
  for (const mail of mails) {
    const delivered = deliveries[mail.id] ?? 0
    if (delivered === 1) mailsOnce++
    if (delivered > 1) {
      mailsTwice++
      details.push(`${mail.key} delivered ${delivered} times`)
    }
    if (delivered === 0 && mail.status === 'sent') {
      mailsLost++
      details.push(`${mail.key} marked sent, never delivered`)
    }
    if (delivered === 0 && mail.status !== 'sent') pending.push(mail.status)
  }

  const jobs = await db
    .select({
      lineId: orderPrintFiles.lineId,
      part: orderPrintFiles.part,
      state: orderPrintFiles.state,
      attempts: orderPrintFiles.attempts,
      storageKey: orderPrintFiles.storageKey,
    })
    .from(orderPrintFiles)
  const objects = new Set(await bucketKeys(bucket, 'print-files/'))
  const perLine = tally(jobs.map((job) => `${job.lineId}/${job.part}`))
  const printJobsTwice = Object.values(perLine).filter((count) => count > 1).length
  const named = new Set(jobs.map((job) => job.storageKey).filter((key): key is string => Boolean(key)))
  let printFilesOnce = 0
  let printFilesMissing = 0
  for (const job of jobs) {
    if (job.state !== 'done') continue
    if (job.storageKey && objects.has(job.storageKey) && perLine[`${job.lineId}/${job.part}`] === 1)
      printFilesOnce++
    else if (!job.storageKey || !objects.has(job.storageKey)) {
      printFilesMissing++
      details.push(`print file ${job.storageKey ?? job.lineId} is done but not in the bucket`)
    }
  }
  // An object stored by a render whose worker died before recording it has no key in its row yet;
  // its row is still open and the next render overwrites the same key.
  const openKeys = new Set(jobs.filter((job) => job.state !== 'done').map((job) => job.lineId))
  const strays = [...objects].filter(
    (key) => !named.has(key) && ![...openKeys].some((lineId) => key.includes(lineId)),
  )
  for (const key of strays.slice(0, 5)) details.push(`object ${key} belongs to no print job`)
  return {
    mails: mails.length,
    mailsOnce,
    mailsTwice,
    mailsLost,
    mailsPending: tally(pending),
    printFiles: jobs.length,
    printFilesOnce,
    printJobsTwice,
    printFilesMissing,
    strayObjects: strays.length,
    renderedAgain: jobs.filter((job) => job.attempts > 1).length,
    printPending: tally(jobs.filter((job) => job.state !== 'done').map((job) => job.state)),
    details: details.slice(0, 20),
  }
}
