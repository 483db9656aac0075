'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'

interface Props {
  /** False once the order is cancelled or in production: the button goes, a message stays. */
  cancellable: boolean
  number: string
  label: string
  confirm: string
  done: string
  failed: string
}

/**
 * Cancels after the customer confirms; the server decides whether it is still possible (production
 * may have started meanwhile) and the page then shows the new state. The page keeps this component
 * in place after the refresh, so the confirmation stays on screen when the button goes.
 */
export function CancelOrderButton({ cancellable, number, label, confirm, done, failed }: Props) {
  const { brand, locale } = useShopClientContext()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  async function cancel() {
    if (!window.confirm(confirm)) return
    setBusy(true)
    try {
      const res = await fetch(`/web-api/orders/${encodeURIComponent(number)}/cancel`, {
        method: 'POST',
        headers: { channel: brand, locale },
      })
      if (res.ok) {
        setMessage({ text: done, error: false })
        router.refresh()
      } else {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
        setMessage({
          text: failed.replace('{message}', body?.error?.message ?? String(res.status)),
          error: true,
        })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {cancellable && (
        <button
          type="button"
          className="button button--ghost"
          onClick={cancel}
          disabled={busy}
          data-testid="cancel-order"
        >
          {label}
        </button>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} data-testid="cancel-message">
          {message.text}
        </p>
      )}
    </>
  )
}
