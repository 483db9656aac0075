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
import { NEWSLETTER_VOUCHER } from './voucher'

interface Recipient {
  brand: BrandKey
  locale: ShopLocaleCode
  email: string
}

function amountOf(r: Recipient, currency?: string): string {
  // The voucher is in euros in every shop (spec: "5 euro"); stored rows say so, the cast narrows text.
  return formatMoney(
    NEWSLETTER_VOUCHER.amountMinor,
    r.locale,
    (currency ?? NEWSLETTER_VOUCHER.currency) as CurrencyCode,
  )
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
    ...renderMailLayout(r.brand, copy.content),
    brand: r.brand,
    locale: r.locale,
  })
}

export async function enqueueVoucherMail(
  tx: Db,
  r: Recipient,
  voucher: { code: string; currency: string },
  secret: string,
): Promise<void> {
  const copy = NEWSLETTER_MAIL_COPY[mailLanguage(r.locale)].voucher({
    brand: brandDisplayName(r.brand),
    code: voucher.code,
    amount: amountOf(r, voucher.currency),
    shop: new URL(publicPath(r.brand, segmentOf(r.locale), 'web', []), siteUrl(r.brand)).toString(),
    unsubscribe: unsubscribeLink(secret, r),
  })
  await enqueueMail(tx, {
    messageKey: `newsletter-voucher:${voucher.code}`,
    to: r.email,
    subject: copy.subject,
    ...renderMailLayout(r.brand, copy.content),
    brand: r.brand,
    locale: r.locale,
  })
}
