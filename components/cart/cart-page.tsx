'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { formatMoney } from '@/lib/i18n/format'
import type { CartView } from '@/lib/shop/sales/cart/view'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { CartLine, type PhotoProductHrefs } from './cart-line'
import { MoneySummary, salesTaxRows } from './cart-summary'
import { useCart } from './use-cart'
import styles from './cart.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

interface Props {
  initial: CartView
  locale: ShopLocaleCode
  countryName: string
  checkoutHref: string
  browseHref: string
  /** The wall-art configurator, where the shop sells wall art (its lines link back to it). */
  wallArtHref?: string
  /** The calendar and photo-book configurators, which their lines link back to. */
  photoProductHrefs?: PhotoProductHrefs
}

/** The cart page: lines with quantity and remove, undo, the summary and the way to the checkout. */
export function CartPage({
  initial,
  locale,
  countryName,
  checkoutHref,
  browseHref,
  wallArtHref,
  photoProductHrefs,
}: Props) {
  const t = useTranslations('Cart')
  const { view, busy, error, setQuantity, remove, undo } = useCart(initial, locale)
  const removed = view.removed
  return (
    <div className={styles.layout}>
      <div>
        <div aria-live="polite" className={styles.live}>
          {removed && (
            <p className={styles.notice} data-testid="undo-notice">
              {removed.name ? t('removed', { name: removed.name }) : t('removedUnnamed')}{' '}
              <button type="button" className={styles.linkButton} onClick={() => void undo(removed.id)}>
                {t('undo')}
              </button>
            </p>
          )}
          {busy && <span className="visually-hidden">{t('updating')}</span>}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {t('error')} ({error})
          </p>
        )}
        {view.count === 0 ? (
          <div className={styles.empty}>
            <p>{t('empty')}</p>
            <Link className="button" href={browseHref}>
              {t('browse')}
            </Link>
          </div>
        ) : (
          <ul className={styles.lines} aria-label={t('linesLabel')}>
            {view.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                locale={locale}
                currency={view.currency}
                busy={busy}
                onQuantity={(quantity) => void setQuantity(item.id, quantity)}
                onRemove={() => void remove(item.id)}
                wallArtHref={wallArtHref}
                photoProductHrefs={photoProductHrefs}
              />
            ))}
          </ul>
        )}
      </div>
      {view.count > 0 && (
        <aside className={styles.aside} aria-labelledby="cart-summary">
          <h2 id="cart-summary">{t('summary')}</h2>
          <MoneySummary
            rows={[
              { label: t('subtotal'), amount: view.subtotal },
              {
                label: t('shipping', { country: countryName }),
                amount: view.shipping,
                free: t('shippingFree'),
              },
              // US prices are net: the tax depends on the state the parcel goes to, known at checkout.
              ...salesTaxRows(view.taxMode, null, t, locale, t('salesTaxAtCheckout')),
            ]}
            total={view.total}
            totalLabel={t('total')}
            vat={view.vat}
            locale={locale}
            currency={view.currency}
          />
          {view.samples && view.samples.freeCount > 0 && (
            <p className={styles.muted}>
              {t('samplesNote', {
                free: view.samples.freeCount,
                price: formatMoney(view.samples.unitPrice, locale, view.currency),
              })}
            </p>
          )}
          <p className={styles.muted}>
            {view.taxMode === 'sales-tax' ? t('priceNoteSalesTax') : t('priceNote')}
          </p>
          {view.hasErrors ? (
            <p className={styles.error}>{t('lineError')}</p>
          ) : (
            <Link className={`button ${styles.wide}`} href={checkoutHref}>
              {t('toCheckout')}
            </Link>
          )}
        </aside>
      )}
    </div>
  )
}
