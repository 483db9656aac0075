import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { confirmationRoute } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { requestOrder } from '@/lib/api/pages/sales'
import { OrderConfirmation } from '@/components/checkout/order-confirmation'

export const dynamic = 'force-dynamic'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ number: string }>
}): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Confirmation' })
  const { number } = await params
  return {
    ...pageMetadata(ctx, confirmationRoute(number), t('title')),
    robots: { index: false, follow: false },
  }
}

/** The order confirmation: only the visitor who placed the order sees it; anyone else gets a 404. */
export default async function ConfirmationRoute({ params }: { params: Promise<{ number: string }> }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const { number } = await params
  const order = await requestOrder(number)
  if (!order) notFound()
  return <OrderConfirmation order={order} ctx={ctx} />
}
