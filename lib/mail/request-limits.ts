import { createRateLimiter, type RateLimitResult } from '@/lib/http/rate-limit'
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
 * able to use up the quota first and then change the address unnoticed. In memory per process, like
 * the login throttle (ADR 0049).
 */
export const MAIL_REQUEST_LIMITS = {
  perRecipient: { limit: 5, windowMs: 30 * 60_000 },
  perClient: { limit: 20, windowMs: 10 * 60_000 },
} as const

export const MAIL_REQUEST_KINDS = ['sign-up', 'password-reset', 'email-change', 'newsletter'] as const
export type MailRequestKind = (typeof MAIL_REQUEST_KINDS)[number]

export interface MailRequestLimits {
  /** Counts one mail to `email`; false when its mailbox has had its share and the mail must not go. */
  mayMail(email: string, now: number): boolean
  /** Counts one mail request of `kind` by `client` (a client address). */
  request(kind: MailRequestKind, client: string, now: number): RateLimitResult
}

export function createMailRequestLimits(limits = MAIL_REQUEST_LIMITS): MailRequestLimits {
  const recipients = createRateLimiter(limits.perRecipient)
  const clients = createRateLimiter(limits.perClient)
  return {
    mayMail: (email, now) => recipients.check(mailboxKey(email), now).allowed,
    request: (kind, client, now) => clients.check(`${kind}:${client}`, now),
  }
}

/** The process-wide limits (lib/runtime/process-global.ts). */
export function mailRequestLimits(): MailRequestLimits {
  return processSingleton('__mailRequestLimits', () => createMailRequestLimits())
}
