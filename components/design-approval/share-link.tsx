'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import styles from './design-approval.module.css'

/** The share link with copy, e-mail and WhatsApp buttons, and the way to withdraw it. */
export function ShareLink({ url, busy, onRevoke }: { url: string; busy: boolean; onRevoke: () => void }) {
  const t = useTranslations('DesignApproval')
  const id = useId()
  const [copied, setCopied] = useState(false)
  const message = t('share.message', { url })
  const mailto = `mailto:?subject=${encodeURIComponent(t('share.mailSubject'))}&body=${encodeURIComponent(message)}`
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(message)}`

  async function copy() {
    const done = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    )
    setCopied(Boolean(done))
  }

  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor={`${id}-link`}>{t('share.link')}</label>
        <input
          id={`${id}-link`}
          className={styles.linkField}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link"
        />
      </div>
      <div className={styles.row}>
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? t('share.copied') : t('share.copy')}
        </button>
        <a className="button button--ghost" href={mailto}>
          {t('share.mail')}
        </a>
        <a className="button button--ghost" href={whatsapp} target="_blank" rel="noopener noreferrer">
          {t('share.whatsapp')}
        </a>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => window.confirm(t('share.revokeConfirm')) && onRevoke()}
        >
          {t('share.revoke')}
        </button>
      </div>
    </div>
  )
}
