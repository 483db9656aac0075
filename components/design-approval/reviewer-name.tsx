'use client'

import { useId, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { APPROVAL_LIMITS, REVIEWER_NAME_COOKIE } from '@/lib/shop/design-print/approvals/limits'
import { reviewerNameSchema } from '@/lib/shop/design-print/approvals/schema'
import styles from './design-approval.module.css'

/** Kept a year in this browser only: the name is not a secret, and the link is the reviewer's key. */
function remember(name: string) {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${REVIEWER_NAME_COOKIE}=${encodeURIComponent(name)}; path=/; max-age=31536000; samesite=lax${secure}`
}

/** Asks the reviewer's name once; afterwards shows it with a way to change it. */
export function ReviewerName({ name, onName }: { name: string | null; onName: (name: string) => void }) {
  const t = useTranslations('DesignApproval')
  const id = useId()
  const [editing, setEditing] = useState(name === null)
  const [value, setValue] = useState(name ?? '')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = reviewerNameSchema.safeParse(value)
    if (!parsed.success) {
      setError(t('error.name', { max: APPROVAL_LIMITS.reviewerName }))
      return
    }
    remember(parsed.data)
    onName(parsed.data)
    setError(null)
    setEditing(false)
  }

  if (!editing && name) {
    return (
      <p className={styles.row}>
        <span data-testid="reviewer-name">{t('name.shown', { name })}</span>
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          {t('name.change')}
        </button>
      </p>
    )
  }
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('name.label')}</label>
        <input
          id={`${id}-name`}
          value={value}
          maxLength={APPROVAL_LIMITS.reviewerName}
          placeholder={t('name.placeholder')}
          autoComplete="name"
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
        <small id={`${id}-hint`} className={styles.muted}>
          {t('name.hint')}
        </small>
      </div>
      {error && <p role="alert">{error}</p>}
      <div className={styles.row}>
        <button type="submit" className="button">
          {t('name.save')}
        </button>
      </div>
    </form>
  )
}
