import {
  createRateLimiter,
  createSharedRateLimiter,
  type RateLimitOptions,
  type RateLimitResult,
  type SharedRateLimiter,
} from '@/lib/http/rate-limit'
import { processSingleton } from '@/lib/runtime/process-global'
import { mailboxKey } from './mailbox'

/**
 * Limits on the mails anyone can make the shop send by filling in a form: sign-up confirmations,
 * "you already have an account" notices, password-reset links, e-mail-change confirmations and
 * newsletter confirmations (issue 24 point 6: "20 reset mails to one address in seconds").
 *
 * - Per recipient: a mailbox (lib/mail/mailbox.ts, so +tag aliases count together) gets at most
 *   `perRecipient.limit` such mails per window. Past it the mail is silently not sent: the answer of
 *   the form stays the same, so it reveals nothing about whether an account exists.
 * - Per client: one client address (clientAddress in lib/http/rate-limit.ts) may ask for at most
 *   `perClient.limit` mails of one kind per window, whoever they are for; past it the request gets a
 *   429 with a "too many requests" message, which says nothing about any address either.
 *
 * Security notices (password or e-mail changed) are not counted or limited: an attacker must not be
 * able to use up the quota first and then change the address unnoticed. Counted across all instances
 * like the login throttle (ADR 0049, ADR 0115); in memory when given no names (unit tests).
 */
export const MAIL_REQUEST_LIMITS = {
  perRecipient: { limit: 5, windowMs: 30 * 60_000 },
  perClient: { limit: 20, windowMs: 10 * 60_000 },
} as const

export const MAIL_REQUEST_KINDS = ['sign-up', 'password-reset', 'email-change', 'newsletter'] as const
export type MailRequestKind = (typeof MAIL_REQUEST_KINDS)[number]

export interface MailRequestLimits {
  /** Counts one mail to `email`; false when its mailbox has had its share and the mail must not go. */
  mayMail(email: string, now: number): Promise<boolean>
  /** Counts one mail request of `kind` by `client` (a client address). */
  request(kind: MailRequestKind, client: string, now: number): Promise<RateLimitResult>
}

type LimiterOf = (name: string, options: RateLimitOptions) => SharedRateLimiter

/** In memory (one process, tests) unless `limiterOf` is the shared one (mailRequestLimits). */
export function createMailRequestLimits(
  limits = MAIL_REQUEST_LIMITS,
  limiterOf: LimiterOf = (_name, options) => createRateLimiter(options),
): MailRequestLimits {
  const recipients = limiterOf('mail-recipient', limits.perRecipient)
  const clients = limiterOf('mail-client', limits.perClient)
  return {
    mayMail: async (email, now) => (await recipients.check(mailboxKey(email), now)).allowed,
    request: async (kind, client, now) => clients.check(`${kind}:${client}`, now),
  }
}

/** The process-wide limits (lib/runtime/process-global.ts), shared by all instances. */
export function mailRequestLimits(): MailRequestLimits {
  return processSingleton('__mailRequestLimits', () =>
    createMailRequestLimits(MAIL_REQUEST_LIMITS, createSharedRateLimiter),
  )
}
