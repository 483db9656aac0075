import 'server-only'
import { createAuth } from '@/lib/auth/auth'
import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { globalSlot } from '@/lib/runtime/process-global'
import { createAccountMailer } from '@/lib/shop/customers/account-mails'
import { ANSWER_FLOOR_MS, type CustomerDeps } from '@/lib/shop/customers/deps'

const deps = globalSlot<Promise<CustomerDeps>>('__customerDeps')

/**
 * The process-wide auth instance over the process-wide database (lib/runtime/process-global.ts), with
 * the shop's account mails: lib/auth sets up better-auth, the API layer hands it what the shop sends.
 */
export function customerDeps(): Promise<CustomerDeps> {
  const existing = deps.get()
  if (existing) return existing
  const opening = getDb().then((db) => ({
    db,
    auth: createAuth(db, createAccountMailer(db, kickMailWorker)),
    answerFloorMs: ANSWER_FLOOR_MS,
    now: Date.now,
  }))
  deps.set(opening)
  // A failed start (no database) is not kept: the next request tries again.
  opening.catch(() => {
    if (deps.get() === opening) deps.set(undefined)
  })
  return opening
}
