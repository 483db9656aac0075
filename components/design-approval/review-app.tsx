'use client'

import { useId, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { APPROVAL_LIMITS } from '@/lib/shop/design-print/approvals/limits'
import type { ApprovalDesignView, VersionView } from '@/lib/shop/design-print/approvals/schema'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { ApprovalList } from './approval-list'
import styles from './design-approval.module.css'
import { ReviewerName } from './reviewer-name'
import { send } from './send'
import { VersionBrowser } from './version-browser'
import type { Spot } from './version-sheet'

prepareClientIntl()

/**
 * The reviewer's page (no account, the link only): the design's newest version, a tap on the card
 * marks a spot to comment on, "Freigeben" approves the version shown. Every answer of the server is
 * the whole review again, so the page always shows what is stored.
 */
export function ReviewApp({
  token,
  initial,
  initialName,
}: {
  token: string
  initial: ApprovalDesignView
  initialName: string | null
}) {
  const t = useTranslations('DesignApproval')
  const id = useId()
  const [view, setView] = useState(initial)
  const [name, setName] = useState(initialName)
  const [draft, setDraft] = useState<(Spot & { versionId: string }) | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `/web-api/design-approvals/${encodeURIComponent(token)}`
  const urls = {
    picture: (versionId: string, page: number) => `${base}/versions/${versionId}/pages/${page}`,
    compare: (from: string, to: string) => `${base}/compare?from=${from}&to=${to}`,
  }
  const newest = view.versions[0]
  const [shown, setShown] = useState<VersionView | undefined>(newest)

  async function post(path: string, body: object): Promise<boolean> {
    setBusy(true)
    setError(null)
    const result = await send<ApprovalDesignView>(t, `${base}/${path}`, body)
    setBusy(false)
    if (!result.ok) {
      setError(result.message)
      return false
    }
    setView(result.data)
    return true
  }

  async function comment(event: FormEvent) {
    event.preventDefault()
    if (!draft || !name) return
    const { versionId, pageId, x, y } = draft
    if (await post('comments', { versionId, pageId, x, y, name, text })) {
      setDraft(null)
      setText('')
    }
  }

  const approvedShown =
    shown && name ? view.approvals.some((a) => a.versionId === shown.id && a.name === name) : false
  return (
    <div className={styles.stack}>
      <p>{t('intro')}</p>
      {view.designName && <p>{t('designName', { name: view.designName })}</p>}
      <ReviewerName name={name} onName={setName} />
      <p className={styles.muted}>{t('tapHint')}</p>
      <VersionBrowser
        view={view}
        urls={urls}
        draft={draft}
        onVersion={(version) => {
          setShown(version)
          setDraft(null)
        }}
        onSpot={(spot) => shown && setDraft({ ...spot, versionId: shown.id })}
      >
        {(version) => (
          <>
            {draft && draft.versionId === version.id && (
              <form className={styles.stack} onSubmit={(e) => void comment(e)} noValidate>
                <div className={styles.field}>
                  <label htmlFor={`${id}-comment`}>{t('comment.label')}</label>
                  <textarea
                    id={`${id}-comment`}
                    rows={3}
                    value={text}
                    maxLength={APPROVAL_LIMITS.commentText}
                    autoFocus
                    onChange={(e) => setText(e.target.value)}
                  />
                </div>
                <div className={styles.row}>
                  <button type="submit" className="button" disabled={busy || !name || !text.trim()}>
                    {t('comment.save')}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setDraft(null)}>
                    {t('comment.cancel')}
                  </button>
                </div>
              </form>
            )}
            {error && <p role="alert">{error}</p>}
            {version.id === newest?.id ? (
              approvedShown ? (
                <p className={`${styles.status} ${styles.statusOk}`} role="status">
                  {t('approve.done', { number: version.number })}
                </p>
              ) : (
                <div className={styles.row}>
                  <button
                    type="button"
                    className="button"
                    disabled={busy || !name}
                    onClick={() => name && void post('approvals', { versionId: version.id, name })}
                  >
                    {t('approve.button', { number: version.number })}
                  </button>
                </div>
              )
            ) : (
              <p className={styles.muted}>{t('approve.olderShown', { number: newest?.number ?? 0 })}</p>
            )}
          </>
        )}
      </VersionBrowser>
      <ApprovalList view={view} />
    </div>
  )
}
