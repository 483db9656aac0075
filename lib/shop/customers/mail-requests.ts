import type { ShopLocaleCode } from '@/lib/config/locales'
import { mailRequestLimits, type MailRequestKind } from '@/lib/mail/request-limits'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'

/**
 * The per-client limit on forms that make the shop send a mail (lib/mail/request-limits.ts): a 429
 * in the caller's language past it. Without a client (internal callers, tests) nothing is counted.
 */
export function guardMailRequest(
  deps: Pick<CustomerDeps, 'mailLimits' | 'now'>,
  kind: MailRequestKind,
  client: string | undefined,
  locale: ShopLocaleCode,
): void {
  if (client === undefined) return
  const result = (deps.mailLimits ?? mailRequestLimits()).request(kind, client, deps.now())
  if (!result.allowed) {
    throw accountError('mailLimit', locale, { retryAfterSeconds: result.retryAfterSeconds })
  }
}
