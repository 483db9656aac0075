import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { ACCESSORY_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { lengthUnitOf } from '@/lib/config/locales'
import { getShopContext } from '@/lib/context/shop-context'
import { formatSize } from '@/lib/i18n/length'
import { messagesFor } from '@/lib/i18n/messages'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import { pageAccessoryOffer } from '@/lib/api/pages/accessory-order'
import { AccessoryOrderForm } from '@/components/accessory/accessory-order-form'
import { PageHeadline } from '@/components/ui/page-headline'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  return pageMetadata(ctx, [ACCESSORY_ROUTE], messagesFor(ctx.locale).AccessoryOrder.title)
}

/**
 * Accessories on their own (spec: /accessory): envelopes with their price per piece, a quantity each,
 * into the normal cart. The same for every visitor, so the page is cached; a brand that sells no card
 * range (MYPOSTER) has no such page.
 */
export default async function AccessoryPage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const offer = await pageAccessoryOffer(ctx.brand, ctx.locale)
  if (!offer) notFound()
  const t = messagesFor(ctx.locale).AccessoryOrder
  const unit = lengthUnitOf(ctx.locale)
  const rows = offer.map((row) => ({
    sku: row.sku,
    name: row.name,
    size: row.widthMm && row.heightMm ? formatSize(row.widthMm, row.heightMm, unit, ctx.locale) : null,
    unitPrice: row.unitPrice,
    currency: row.currency,
  }))
  return (
    <div className="container">
      <PageHeadline headline={t.headline} subline={t.subline} as="h1" />
      {rows.length > 0 ? (
        <AccessoryOrderForm
          rows={rows}
          steps={QUANTITY_STEPS}
          locale={ctx.locale}
          texts={t}
          cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
        />
      ) : (
        <p>{t.empty}</p>
      )}
      <p>{t.cardOptions}</p>
    </div>
  )
}
