'use client'

import { useActionState } from 'react'
import type { DeskState } from '@/lib/api/backoffice/actions/desk-state'
import { recordPaymentAction } from '@/lib/api/backoffice/actions/record-payment'
import { recordRefundAction } from '@/lib/api/backoffice/actions/record-refund'
import { sendPaymentReminderAction } from '@/lib/api/backoffice/actions/send-payment-reminder'
import { DeskMessage } from './desk-message'

export interface MoneyTexts {
  amount: string
  receivedOn: string
  record: string
  refundAmount: string
  reason: string
  refund: string
  reminder: string
}

/** Money received: amount (prefilled with what is open) and the day it arrived. */
export function PaymentForm({
  number,
  open,
  today,
  texts,
}: {
  number: string
  open: string
  today: string
  texts: MoneyTexts
}) {
  const [state, action, pending] = useActionState<DeskState, FormData>(recordPaymentAction, null)
  const values = state?.values ?? {}
  return (
    <form action={action} data-testid="payment-form" className="bo-filters">
      <input type="hidden" name="number" value={number} />
      <div>
        <label htmlFor="pay-amount">{texts.amount}</label>
        <input
          id="pay-amount"
          name="amount"
          inputMode="decimal"
          required
          defaultValue={values.amount ?? open}
        />
      </div>
      <div>
        <label htmlFor="pay-day">{texts.receivedOn}</label>
        <input
          id="pay-day"
          name="receivedOn"
          type="date"
          max={today}
          required
          defaultValue={values.receivedOn ?? today}
        />
      </div>
      <div className="bo-actions">
        <button type="submit" disabled={pending} aria-busy={pending}>
          {texts.record}
        </button>
      </div>
      <div style={{ gridColumn: '1 / -1' }}>
        <DeskMessage state={state} />
      </div>
    </form>
  )
}

/** A refund: amount and reason; the credit note is issued on submit. */
export function RefundForm({ number, texts }: { number: string; texts: MoneyTexts }) {
  const [state, action, pending] = useActionState<DeskState, FormData>(recordRefundAction, null)
  const values = state?.values ?? {}
  return (
    <form action={action} data-testid="refund-form" className="bo-filters">
      <input type="hidden" name="number" value={number} />
      <div>
        <label htmlFor="refund-amount">{texts.refundAmount}</label>
        <input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          required
          defaultValue={values.amount ?? ''}
        />
      </div>
      <div>
        <label htmlFor="refund-reason">{texts.reason}</label>
        <input id="refund-reason" name="reason" maxLength={200} required defaultValue={values.reason ?? ''} />
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-secondary" disabled={pending} aria-busy={pending}>
          {texts.refund}
        </button>
      </div>
      <div style={{ gridColumn: '1 / -1' }}>
        <DeskMessage state={state} />
      </div>
    </form>
  )
}

/**
 * "Send the 1st/2nd payment reminder" for one order (order page or receivables list). Stays mounted
 * when no reminder is due (label null), so the answer to the last click stays visible.
 */
export function ReminderButton({
  number,
  label,
  from,
}: {
  number: string
  label: string | null
  from: 'order' | 'receivables'
}) {
  const [state, action, pending] = useActionState<DeskState, FormData>(sendPaymentReminderAction, null)
  if (!label && !state) return null
  return (
    <form action={action} data-testid="reminder-form">
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="from" value={from} />
      {label ? (
        <button type="submit" className="bo-secondary" disabled={pending} aria-busy={pending}>
          {label}
        </button>
      ) : null}
      <DeskMessage state={state} />
    </form>
  )
}
