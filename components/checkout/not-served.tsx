'use client'

import { useTranslations } from 'next-intl'
import { isLocaleSegment, localeCodeOf, type LocaleSegment } from '@/lib/config/locales'
import { CartApiError } from '@/components/cart/cart-client'
import styles from './checkout.module.css'

/** The server's 422 for a delivery country this shop does not serve, and the shop that does. */
export interface NotServed {
  message: string
  shop: LocaleSegment
}

export function notServedOf(error: unknown): NotServed | null {
  if (!(error instanceof CartApiError) || error.status !== 422) return null
  const { shop } = error.details
  return typeof shop === 'string' && isLocaleSegment(shop) ? { message: error.message, shop } : null
}

/** The server's sentence ("We ship to Germany from our German shop.") and the way to that shop. */
export function NotServedNotice({ notServed }: { notServed: NotServed }) {
  const t = useTranslations('Checkout')
  return (
    <p className={styles.error} role="alert" data-testid="country-not-served">
      {notServed.message}{' '}
      <a href={`/${notServed.shop}/`} hrefLang={localeCodeOf(notServed.shop)}>
        {t('toShop')}
      </a>
    </p>
  )
}
