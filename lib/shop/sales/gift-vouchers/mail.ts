import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { segmentOf } from '@/lib/config/locales'
import { BASKET_CURRENCIES } from '@/lib/config/shipping'
import type { VoucherRow } from '@/lib/db/schema'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { messagesFor } from '@/lib/i18n/messages'
import { renderMailLayout } from '@/lib/mail/layout'
import type { OutgoingMail } from '@/lib/mail/schema'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl } from '@/lib/seo/urls'
import { fill } from '@/lib/shop/sales/orders/mail-copy'

export const GIFT_VOUCHER_REF_KIND = 'gift-voucher'

/** What a gift voucher says of itself in its PDF and mail: value, code and last valid day in words. */
export function giftVoucherFacts(voucher: VoucherRow, locale: ShopLocaleCode) {
  const currency = BASKET_CURRENCIES.find((c) => c === voucher.currency) ?? 'EUR'
  // validUntil is the first invalid moment: the day before it is the last one the voucher is good for.
  const lastDay = voucher.validUntil ? new Date(voucher.validUntil.getTime() - 1) : null
  return {
    currency,
    amount: formatMoney(voucher.initialAmount ?? 0, locale, currency),
    lastDay: lastDay ? formatDate(lastDay, locale) : '',
  }
}

export function giftVoucherFileName(locale: ShopLocaleCode, code: string): string {
  return `${messagesFor(locale).GiftVoucher.fileName}-${code}.pdf`
}

/**
 * The mail that carries the voucher: the code and its last day in the text too (a mail client that
 * hides the PDF still shows them), and where the code goes: the checkout's "Gutscheincode" field
 * (components/checkout/voucher-field.tsx), which is where the code field is.
 */
export function giftVoucherMail(
  voucher: VoucherRow,
  delivery: { to: string; brand: BrandKey; locale: ShopLocaleCode },
): OutgoingMail {
  const { brand, locale } = delivery
  const t = messagesFor(locale).GiftVoucher
  const facts = giftVoucherFacts(voucher, locale)
  const shop = absoluteUrl(brand, publicPath(brand, segmentOf(locale), 'web', []))
  const greeting = voucher.recipientName
    ? fill(t.mailGreeting, { name: voucher.recipientName })
    : t.mailGreetingAnonymous
  const rendered = renderMailLayout(
    brand,
    {
      heading: fill(t.mailHeading, { amount: facts.amount }),
      paragraphs: [
        greeting,
        fill(t.mailIntro, { amount: facts.amount }),
        ...(voucher.message ? [voucher.message] : []),
        fill(t.mailCode, { code: voucher.code, date: facts.lastDay }),
        t.mailWhere,
      ],
      action: { label: t.mailAction, href: shop },
    },
    locale,
  )
  return {
    messageKey: `gift-voucher:${voucher.code}`,
    to: delivery.to,
    subject: fill(t.mailSubject, { amount: facts.amount }),
    ...rendered,
    brand,
    locale,
    attachments: [
      {
        filename: giftVoucherFileName(locale, voucher.code),
        contentType: 'application/pdf',
        ref: `${GIFT_VOUCHER_REF_KIND}:${voucher.code}.${brand}.${locale}`,
      },
    ],
  }
}
