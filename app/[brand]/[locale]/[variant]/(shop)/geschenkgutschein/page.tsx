import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { GIFT_VOUCHER_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { GIFT_VOUCHER_VALUES, giftVoucherValidUntil } from '@/lib/shop/sales/gift-vouchers/terms'
import { shopCurrencyOf } from '@/lib/shop/sales/pricing/shop-currency'
import { GiftVoucherForm } from '@/components/gift-voucher/gift-voucher-form'
import { PageHeadline } from '@/components/ui/page-headline'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = messagesFor(ctx.locale).GiftVoucher
  return pageMetadata(ctx, GIFT_VOUCHER_ROUTE, t.title, t.subline)
}

/**
 * Gift vouchers (spec: /gift-voucher, /geschenkgutschein in German shops): a value in the shop's
 * currency, who gets the PDF and when; into the normal cart. The same for every visitor.
 */
export default async function GiftVoucherPage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const t = messagesFor(ctx.locale).GiftVoucher
  const currency = shopCurrencyOf(ctx.locale)
  const { steps, min, max } = GIFT_VOUCHER_VALUES[currency]
  // Its end is 1 January, 00:00 German time (23:00 UTC the day before): the UTC year is the last one.
  const lastYear = giftVoucherValidUntil(new Date()).getUTCFullYear()
  return (
    <div className="container">
      <PageHeadline headline={t.headline} subline={t.subline} as="h1" />
      <GiftVoucherForm
        locale={ctx.locale}
        currency={currency}
        steps={steps}
        min={min}
        max={max}
        texts={{ ...t, validity: t.validity.replace('{year}', String(lastYear)) }}
        cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
      />
    </div>
  )
}
