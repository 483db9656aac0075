import type { Auth } from '@/lib/auth/auth'
import type { Db } from '@/lib/db/types'
import type { MailRequestLimits } from '@/lib/mail/request-limits'

/** What the account functions work with: the database and the better-auth instance over it. */
export interface CustomerDeps {
  db: Db
  auth: Auth
  /**
   * The shortest time a login, sign-up or reset request answers in (lib/auth/timing.ts), so answers
   * for known and unknown addresses cannot be told apart by timing. Tests may lower it.
   */
  answerFloorMs: number
  now: () => number
  /** Limits on requested mails (lib/mail/request-limits.ts); the process-wide ones when absent. */
  mailLimits?: MailRequestLimits
}

export const ANSWER_FLOOR_MS = 400
