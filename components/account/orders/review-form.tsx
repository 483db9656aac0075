'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import account from '../account.module.css'
import styles from './orders.module.css'

export interface ReviewFormTexts {
  intro: string
  ratingLabel: string
  starOptions: string[]
  titleLabel: string
  textLabel: string
  submit: string
  sending: string
  thanks: string
  failed: string
  ratingMissing: string
}

interface Props {
  orderNumber: string
  line: number
  limits: { title: number; text: number }
  texts: ReviewFormTexts
}

/**
 * Stars and an optional text for one delivered order line, sent as JSON to POST /web-api/reviews (the
 * endpoint the API documents). Stars are radio buttons in a fieldset, so they work by keyboard and
 * are announced as a choice of five; the server's refusal is shown as it words it.
 */
export function ReviewForm({ orderNumber, line, limits, texts }: Props) {
  const { brand, locale } = useShopClientContext()
  const router = useRouter()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const rating = Number(data.get('rating'))
    if (!rating) return setMessage({ text: texts.ratingMissing, error: true })
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch('/web-api/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json', channel: brand, locale },
        body: JSON.stringify({
          orderNumber,
          line,
          rating,
          title: String(data.get('title') ?? ''),
          text: String(data.get('text') ?? ''),
        }),
      })
      if (response.ok) {
        form.current?.reset()
        setMessage({ text: texts.thanks, error: false })
        router.refresh()
        return
      }
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
      const status = response.status
      setMessage({
        text: status > 400 && body?.error?.message ? body.error.message : texts.failed,
        error: true,
      })
    } catch {
      setMessage({ text: texts.failed, error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      ref={form}
      className={account.form}
      onSubmit={submit}
      noValidate
      data-testid={`review-form-${line}`}
    >
      <p className={account.hint}>{texts.intro}</p>
      <fieldset className={styles.stars}>
        <legend>{texts.ratingLabel}</legend>
        {texts.starOptions.map((label, index) => (
          <label key={index}>
            <input type="radio" name="rating" value={index + 1} required />
            <span aria-hidden="true">{'★'.repeat(index + 1)}</span>
            <span className="visually-hidden">{label}</span>
          </label>
        ))}
      </fieldset>
      <div className={account.field}>
        <label htmlFor={`${id}-title`}>{texts.titleLabel}</label>
        <input id={`${id}-title`} name="title" type="text" maxLength={limits.title} />
      </div>
      <div className={account.field}>
        <label htmlFor={`${id}-text`}>{texts.textLabel}</label>
        <textarea id={`${id}-text`} name="text" rows={4} maxLength={limits.text} />
      </div>
      {message && (
        <p
          className={message.error ? account.error : account.success}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      <div>
        <button className="button" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  )
}
