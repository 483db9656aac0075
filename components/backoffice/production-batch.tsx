'use client'

import { useActionState } from 'react'
import {
  startProductionAction,
  type StartProductionState,
} from '@/lib/api/backoffice/actions/start-production'

export interface BatchTexts {
  start: string
  empty: string
  choose: string
}

/** Orders waiting for production, each a card with a tick; the ticked ones go in together. */
export function ProductionBatch({
  orders,
  texts,
}: {
  orders: readonly { number: string; customer: string; date: string; state: string }[]
  texts: BatchTexts
}) {
  const [state, action, pending] = useActionState<StartProductionState, FormData>(startProductionAction, null)
  // The list may be empty right after a batch went in: the answer still shows.
  return (
    <form action={action} data-testid="production-batch">
      {orders.length === 0 ? <p>{texts.empty}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {orders.map((o) => (
          <li
            key={o.number}
            className="bo-card"
            style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}
          >
            <input
              type="checkbox"
              name="order"
              value={o.number}
              aria-label={texts.choose.replace('{number}', o.number)}
              style={{ width: 'auto', minHeight: 0 }}
            />
            <span>
              <strong>{o.number}</strong> · {o.customer}
              <br />
              <span className="bo-muted">
                {o.date} · {o.state}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {orders.length > 0 ? (
        <button type="submit" disabled={pending} aria-busy={pending}>
          {texts.start}
        </button>
      ) : null}
      {state ? (
        <div className={state.ok ? 'bo-notice' : 'bo-error'} role={state.ok ? 'status' : 'alert'}>
          <p>{state.message}</p>
          {state.problems.length ? (
            <ul>
              {state.problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
