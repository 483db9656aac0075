'use client'

import { useState } from 'react'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { CartView } from '@/lib/shop/sales/cart/view'
import { announceCart, callApi, CartApiError } from '@/components/cart/cart-client'
import styles from './accessory-order.module.css'

export interface AccessoryRowView {
  sku: string
  name: string
  size: string | null
  unitPrice: number
  currency: 'EUR' | 'CHF'
}

export interface AccessoryOrderTexts {
  article: string
  size: string
  price: string
  quantity: string
  quantityFor: string
  none: string
  total: string
  totalNote: string
  add: string
  adding: string
  nothing: string
  added: string
  toCart: string
}

interface Props {
  rows: readonly AccessoryRowView[]
  steps: readonly number[]
  locale: ShopLocaleCode
  texts: AccessoryOrderTexts
  cartHref: string
}

/** "{count, plural, one {# Artikel liegt} other {# Artikel liegen}} …" for the two forms German and English need. */
function plural(text: string, count: number): string {
  return text
    .replace(/\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/, (_all, one: string, other: string) =>
      count === 1 ? one : other,
    )
    .replaceAll('#', String(count))
}

/**
 * The accessory order: a quantity per accessory (the shop's quantity steps), the running total, and
 * one call that puts every chosen accessory in the cart (/web-api/card-accessory-order, all or none).
 * Envelope prices do not change with the quantity, so the total here is the cart's.
 */
export function AccessoryOrderForm({ rows, steps, locale, texts, cartHref }: Props) {
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; count: number } | { kind: 'error'; message: string }
  >({ kind: 'idle' })
  const chosen = rows.flatMap((row) => {
    const quantity = quantities[row.sku] ?? 0
    return quantity > 0 ? [{ row, quantity }] : []
  })
  const currency = rows[0]?.currency
  const total = chosen.reduce((sum, { row, quantity }) => sum + row.unitPrice * quantity, 0)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (chosen.length === 0) {
      setState({ kind: 'error', message: texts.nothing })
      return
    }
    setState({ kind: 'busy' })
    try {
      const view = await callApi<CartView>('/web-api/card-accessory-order', locale, {
        method: 'POST',
        body: JSON.stringify({ items: chosen.map(({ row, quantity }) => ({ sku: row.sku, quantity })) }),
      })
      announceCart(view)
      setQuantities({})
      setState({ kind: 'done', count: chosen.length })
    } catch (error) {
      setState({ kind: 'error', message: error instanceof CartApiError ? error.message : String(error) })
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="accessory-order">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{texts.article}</th>
            <th scope="col">{texts.size}</th>
            <th scope="col">{texts.price}</th>
            <th scope="col">{texts.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sku} data-sku={row.sku}>
              <th scope="row">{row.name}</th>
              <td>{row.size}</td>
              <td>{formatMoney(row.unitPrice, locale, row.currency)}</td>
              <td>
                <select
                  aria-label={texts.quantityFor.replace('{name}', row.name)}
                  value={quantities[row.sku] ?? 0}
                  onChange={(event) => {
                    const quantity = Number(event.target.value)
                    setQuantities((current) => ({ ...current, [row.sku]: quantity }))
                    setState({ kind: 'idle' })
                  }}
                >
                  <option value={0}>{texts.none}</option>
                  {steps.map((step) => (
                    <option key={step} value={step}>
                      {step}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.summary}>
        <p>
          <strong>
            {texts.total}: <span data-testid="accessory-total">{formatMoney(total, locale, currency)}</span>
          </strong>{' '}
          <span className={styles.note}>{texts.totalNote}</span>
        </p>
        <button className="button" type="submit" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.adding : texts.add}
        </button>
      </div>
      <div role="status" className={styles.status}>
        {state.kind === 'done' && (
          <p>
            {plural(texts.added, state.count)} <a href={cartHref}>{texts.toCart}</a>
          </p>
        )}
        {state.kind === 'error' && <p className={styles.error}>{state.message}</p>}
      </div>
    </form>
  )
}
