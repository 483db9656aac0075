'use client'

import { useTranslations } from 'next-intl'
import { FORMATS, PAPERS, REFINEMENTS, type Names } from '@/lib/config/catalog'
import { formatMoney } from '@/lib/i18n/format'
import type { CartItemView } from '@/lib/shop/sales/cart/view'
import { languageOf, lineName } from '@/lib/shop/sales/cart/product-labels'
import { QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import styles from './cart.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

interface Props {
  item: CartItemView
  locale: ShopLocaleCode
  currency: 'EUR' | 'CHF'
  busy: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

const OPTION_KEYS = ['format', 'paper', 'refinement'] as const
const OPTION_NAMES = { format: FORMATS, paper: PAPERS, refinement: REFINEMENTS }

/** One line of the cart: name, options, quantity along the steps, prices, remove. */
export function CartLine({ item, locale, currency, busy, onQuantity, onRemove }: Props) {
  const t = useTranslations('Cart')
  const language = languageOf(locale)
  const name = lineName(
    item.kind === 'card' && !item.designName && item.hasSnapshot
      ? { ...item, designName: t('ownDesign') }
      : item,
    language,
  )
  const money = (minor: number) => formatMoney(minor, locale, currency)
  const options = OPTION_KEYS.flatMap((key) => {
    const value = item.options[key]
    if (typeof value !== 'string' || value === 'none') return []
    const names: Record<string, Names | undefined> = OPTION_NAMES[key]
    return [`${t(`options.${key}`)}: ${names[value]?.[language] ?? value}`]
  })
  const quantityId = `quantity-${item.id}`
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineMain}>
        <h3 className={styles.lineName}>{name}</h3>
        {options.length > 0 && <p className={styles.muted}>{options.join(' · ')}</p>}
        {item.guestCount !== null && (
          <p className={styles.muted} data-testid="line-guests">
            {t('guests', { count: item.guestCount })}
          </p>
        )}
        {item.error && (
          <p className={styles.error} role="alert">
            {t('lineError')}
          </p>
        )}
      </div>
      <div className={styles.lineControls}>
        {item.kind === 'sample' ? (
          <span>{t('pieces', { count: 1 })}</span>
        ) : (
          <>
            <label className="visually-hidden" htmlFor={quantityId}>
              {t('quantityFor', { name })}
            </label>
            <select
              id={quantityId}
              className={styles.select}
              value={item.quantity}
              disabled={busy}
              onChange={(event) => onQuantity(Number(event.target.value))}
            >
              {QUANTITY_STEPS.map((step) => (
                <option key={step} value={step}>
                  {t('pieces', { count: step })}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className={styles.linkButton}
          onClick={onRemove}
          disabled={busy}
          aria-label={t('removeLine', { name })}
        >
          {t('remove')}
        </button>
      </div>
      <div className={styles.linePrice}>
        {item.kind === 'sample' ? (
          <span className={styles.muted}>{t('sample')}</span>
        ) : (
          <>
            <strong data-testid="line-total">{money(item.total)}</strong>
            <span className={styles.muted}>{t('perPiece', { price: money(item.unitPrice) })}</span>
          </>
        )}
      </div>
    </li>
  )
}
