import type { BrandKey } from '@/lib/config/brands'
import { brandDisplayName } from '@/lib/context/brand-name'
import { segmentOf, type CurrencyCode, type ShopLocaleCode } from '@/lib/config/locales'
import type { Db } from '@/lib/db/types'
import { formatMoney } from '@/lib/i18n/format'
import { renderMailLayout } from '@/lib/mail/layout'
import { enqueueMail } from '@/lib/mail/outbox'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { mailLanguage } from '@/lib/shop/customers/mail-copy'
import { mailLink } from '@/lib/shop/customers/account-urls'
import { siteUrl } from '@/lib/seo/urls'
import { NEWSLETTER_MAIL_COPY } from './mail-copy'
import { hashToken, unsubscribeToken } from './tokens'
import { newsletterVoucherValue } from './voucher-amount'

interface Recipient {
  brand: BrandKey
  locale: ShopLocaleCode
  email: string
}

/**
 * The voucher's amount as the shop writes money ("5 €", "CHF 5", "$5"): the issued row's, or before
 * it exists the one the recipient's shop issues. The stored currency is text; the cast narrows it.
 */
function amountOf(r: Recipient, voucher?: { amountMinor: number; currency: string }): string {
  const value = voucher ?? newsletterVoucherValue(r.locale)
  return formatMoney(value.amountMinor, r.locale, value.currency as CurrencyCode)
}

/** The unsubscribe link every newsletter mail carries (signed; see tokens.ts). */
export function unsubscribeLink(secret: string, r: Recipient): string {
  return mailLink(r.brand, r.locale, 'newsletterUnsubscribe', {
    token: unsubscribeToken(secret, r.brand, r.email),
  })
}

export async function enqueueConfirmMail(tx: Db, r: Recipient, token: string): Promise<void> {
  const copy = NEWSLETTER_MAIL_COPY[mailLanguage(r.locale)].confirm({
    brand: brandDisplayName(r.brand),
    link: mailLink(r.brand, r.locale, 'newsletterConfirm', { token }),
    amount: amountOf(r),
  })
  await enqueueMail(tx, {
    messageKey: `newsletter-confirm:${hashToken(token).slice(0, 24)}`,
    to: r.email,
    subject: copy.subject,
    ...renderMailLayout(r.brand, copy.content, r.locale),
    brand: r.brand,
    locale: r.locale,
  })
}

export async function enqueueVoucherMail(
  tx: Db,
  r: Recipient,
  voucher: { code: string; currency: string; amountMinor: number },
  secret: string,
): Promise<void> {
  const copy = NEWSLETTER_MAIL_COPY[mailLanguage(r.locale)].voucher({
    brand: brandDisplayName(r.brand),
    code: voucher.code,
    amount: amountOf(r, voucher),
    shop: new URL(publicPath(r.brand, segmentOf(r.locale), 'web', []), siteUrl(r.brand)).toString(),
    unsubscribe: unsubscribeLink(secret, r),
  })
  await enqueueMail(tx, {
    messageKey: `newsletter-voucher:${voucher.code}`,
    to: r.email,
    subject: copy.subject,
    ...renderMailLayout(r.brand, copy.content, r.locale),
    brand: r.brand,
    locale: r.locale,
  })
}
