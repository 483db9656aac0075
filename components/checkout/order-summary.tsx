'use client'

import { useTranslations } from 'next-intl'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import { languageOf, lineName } from '@/lib/shop/sales/cart/product-labels'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import { MoneySummary, salesTaxRows } from '@/components/cart/cart-summary'
import styles from './checkout.module.css'

/**
 * Lines and totals of the order being placed, as the server priced them. In the US the sales tax for
 * the delivery address's state is its own row once a state is chosen (prices there are net).
 */
export function OrderSummary({ quote, locale }: { quote: CheckoutQuote; locale: ShopLocaleCode }) {
  const t = useTranslations('Checkout')
  const tc = useTranslations('Cart')
  const { cart } = quote
  const money = (minor: number) => formatMoney(minor, locale, cart.currency)
  const shipping = quote.shippingMethods.find((m) => m.method === quote.shippingMethod)
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary">{t('summary')}</h2>
      <ul className={styles.summaryLines}>
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} ×{' '}
              {lineName(
                item.hasSnapshot && !item.designName ? { ...item, designName: tc('ownDesign') } : item,
                languageOf(locale),
              )}
            </span>
            <span>{item.kind === 'sample' ? '' : money(item.total)}</span>
          </li>
        ))}
      </ul>
      <MoneySummary
        rows={[
          { label: tc('subtotal'), amount: cart.subtotal },
          ...(quote.discount > 0 ? [{ label: t('discount'), amount: quote.discount, negative: true }] : []),
          { label: t('shipping'), amount: shipping?.price ?? cart.shipping, free: tc('shippingFree') },
          ...salesTaxRows(quote.taxMode, quote.salesTax, tc, locale, tc('salesTaxPending')),
        ]}
        total={quote.total}
        totalLabel={tc('total')}
        vat={quote.vat}
        locale={locale}
        currency={cart.currency}
      />
    </section>
  )
}
