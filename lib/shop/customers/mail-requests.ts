import type { ShopLocaleCode } from '@/lib/config/locales'
import { UNKNOWN_CLIENT } from '@/lib/http/client-address'
import { mailRequestLimits, type MailRequestKind } from '@/lib/mail/request-limits'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'

/**
 * The per-client limit on forms that make the shop send a mail (lib/mail/request-limits.ts): a 429
 * in the caller's language past it. Without a client (internal callers, tests) nothing is counted,
 * and neither is the unknown client ('local': `next dev`, or no server of ours in front), which would
 * be every visitor at once, as for the login throttle; the per-mailbox limit still holds then.
 */
export async function guardMailRequest(
  deps: Pick<CustomerDeps, 'mailLimits' | 'now'>,
  kind: MailRequestKind,
  client: string | undefined,
  locale: ShopLocaleCode,
): Promise<void> {
  if (client === undefined || client === UNKNOWN_CLIENT) return
  const result = await (deps.mailLimits ?? mailRequestLimits()).request(kind, client, deps.now())
  if (!result.allowed) {
    throw accountError('mailLimit', locale, { retryAfterSeconds: result.retryAfterSeconds })
  }
}
