import 'server-only'
import { getDb } from '@/lib/db/client'
import { kickMailWorker } from '@/lib/mail/runner'
import { createAccountMailer } from '@/lib/shop/customers/account-mails'
import { ANSWER_FLOOR_MS, type CustomerDeps } from '@/lib/shop/customers/deps'
import { createAuth } from './auth'

const store = globalThis as typeof globalThis & { __customerDeps?: Promise<CustomerDeps> }

/** The process-wide auth instance over the process-wide database (kept across dev reloads). */
export function customerDeps(): Promise<CustomerDeps> {
  store.__customerDeps ??= getDb().then((db) => ({
    db,
    auth: createAuth(db, createAccountMailer(db, kickMailWorker)),
    answerFloorMs: ANSWER_FLOOR_MS,
    now: Date.now,
  }))
  store.__customerDeps.catch(() => {
    store.__customerDeps = undefined
  })
  return store.__customerDeps
}
