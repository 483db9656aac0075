'use client'

import { useState } from 'react'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency } from '@/lib/config/shipping'
import { formatMoney } from '@/lib/i18n/format'
import type { CartView } from '@/lib/shop/sales/cart/view'
import { announceCart, callApi, CartApiError } from '@/components/cart/cart-client'
import styles from './gift-voucher.module.css'

export interface GiftVoucherTexts {
  valueLegend: string
  otherAmount: string
  otherAmountHint: string
  deliveryLegend: string
  deliveryEmail: string
  sendToBuyer: string
  sendToRecipient: string
  recipientEmail: string
  recipientNameLabel: string
  messageLabel: string
  sendOnLabel: string
  sendOnHint: string
  validity: string
  howToRedeem: string
  add: string
  adding: string
  added: string
  toCart: string
  errorAmount: string
  errorRecipient: string
}

interface Props {
  locale: ShopLocaleCode
  currency: BasketCurrency
  /** Major units: the buttons, and the bounds of a free amount. */
  steps: readonly number[]
  min: number
  max: number
  texts: GiftVoucherTexts
  cartHref: string
}

/**
 * The gift voucher's choices: a value (a step or a whole amount), to whom the PDF is mailed, the
 * recipient's name, a message and an optional day. One call puts it in the normal cart
 * (/web-api/cart/items, kind giftvoucher); the server checks all of it again.
 */
export function GiftVoucherForm({ locale, currency, steps, min, max, texts, cartHref }: Props) {
  const [amount, setAmount] = useState<number | null>(steps[1] ?? steps[0] ?? null)
  const [other, setOther] = useState('')
  const [sendTo, setSendTo] = useState<'buyer' | 'recipient'>('buyer')
  const [recipientEmail, setRecipientEmail] = useState('')
  const [recipientName, setRecipientName] = useState('')
  const [message, setMessage] = useState('')
  const [sendOn, setSendOn] = useState('')
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string }
  >({ kind: 'idle' })
  const money = (major: number) => formatMoney(major * 100, locale, currency)
  const bounds = { min: money(min), max: money(max) }
  const fill = (text: string) => text.replace('{min}', bounds.min).replace('{max}', bounds.max)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (amount === null || !Number.isInteger(amount) || amount < min || amount > max) {
      setState({ kind: 'error', message: fill(texts.errorAmount) })
      return
    }
    if (sendTo === 'recipient' && !recipientEmail.trim()) {
      setState({ kind: 'error', message: texts.errorRecipient })
      return
    }
    setState({ kind: 'busy' })
    const options = {
      amount: amount * 100,
      delivery: 'email',
      sendTo,
      ...(sendTo === 'recipient' ? { recipientEmail: recipientEmail.trim() } : {}),
      ...(recipientName.trim() ? { recipientName: recipientName.trim() } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
      ...(sendOn ? { sendOn } : {}),
    }
    try {
      const view = await callApi<CartView>('/web-api/cart/items', locale, {
        method: 'POST',
        body: JSON.stringify({ kind: 'giftvoucher', options }),
      })
      announceCart(view)
      setState({ kind: 'done' })
    } catch (error) {
      setState({ kind: 'error', message: error instanceof CartApiError ? error.message : String(error) })
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="gift-voucher-form">
      <fieldset className={styles.fieldset}>
        <legend>{texts.valueLegend}</legend>
        <div className={styles.steps}>
          {steps.map((step) => (
            <button
              key={step}
              type="button"
              className={styles.step}
              aria-pressed={other === '' && amount === step}
              onClick={() => {
                setAmount(step)
                setOther('')
                setState({ kind: 'idle' })
              }}
            >
              {money(step)}
            </button>
          ))}
        </div>
        <label className={styles.field}>
          {texts.otherAmount} ({currency})
          <input
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={other}
            onChange={(event) => {
              setOther(event.target.value)
              setAmount(event.target.value === '' ? (steps[1] ?? null) : Number(event.target.value))
              setState({ kind: 'idle' })
            }}
          />
        </label>
        <p className={styles.hint}>{fill(texts.otherAmountHint)}</p>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{texts.deliveryLegend}</legend>
        <p className={styles.hint}>{texts.deliveryEmail}</p>
        <label className={styles.choice}>
          <input
            type="radio"
            name="sendTo"
            checked={sendTo === 'buyer'}
            onChange={() => setSendTo('buyer')}
          />
          {texts.sendToBuyer}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="sendTo"
            checked={sendTo === 'recipient'}
            onChange={() => setSendTo('recipient')}
          />
          {texts.sendToRecipient}
        </label>
        {sendTo === 'recipient' && (
          <label className={styles.field}>
            {texts.recipientEmail}
            <input
              type="email"
              autoComplete="off"
              maxLength={254}
              value={recipientEmail}
              onChange={(event) => setRecipientEmail(event.target.value)}
            />
          </label>
        )}
        <label className={styles.field}>
          {texts.recipientNameLabel}
          <input
            maxLength={60}
            value={recipientName}
            onChange={(event) => setRecipientName(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {texts.messageLabel}
          <textarea
            rows={3}
            maxLength={300}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {texts.sendOnLabel}
          <input type="date" value={sendOn} onChange={(event) => setSendOn(event.target.value)} />
        </label>
        <p className={styles.hint}>{texts.sendOnHint}</p>
      </fieldset>
      <p className={styles.hint}>
        {texts.validity} {texts.howToRedeem}
      </p>
      <div className={styles.summary}>
        <strong data-testid="gift-voucher-total">
          {amount !== null && Number.isFinite(amount) ? money(amount) : ''}
        </strong>
        <button className="button" type="submit" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.adding : texts.add}
        </button>
      </div>
      <div role="status">
        {state.kind === 'done' && (
          <p>
            {texts.added} <a href={cartHref}>{texts.toCart}</a>
          </p>
        )}
        {state.kind === 'error' && <p className={styles.error}>{state.message}</p>}
      </div>
    </form>
  )
}
