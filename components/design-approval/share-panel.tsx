'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { OwnerApprovalView } from '@/lib/shop/design-print/approvals/schema'
import { ApprovalList } from './approval-list'
import styles from './design-approval.module.css'
import { refusal } from './send'
import { ShareLink } from './share-link'
import { VersionBrowser } from './version-browser'

type Action = 'share' | 'revoke' | 'version'
const METHODS: Record<Action, { method: string; path: string }> = {
  share: { method: 'POST', path: '' },
  revoke: { method: 'DELETE', path: '' },
  version: { method: 'POST', path: '/versions' },
}

/**
 * The owner's "Zur Freigabe teilen" (issue 31 point 8), in the design tool's "Teilen" tab and on
 * "Meine Designs": share the saved design by a link, withdraw it, keep a version by hand, and see the
 * reviewers' comments as pins per version and who approved which version. `revision` is the saved
 * state shown; when it changes the panel reads again, so a change after an approval shows at once.
 */
export function SharePanel({
  savedId,
  revision,
  ensureSaved,
}: {
  savedId: string | null
  revision?: number | null
  /** Saves pending changes first (the design tool's autosave); true when saved. */
  ensureSaved?: () => Promise<boolean>
}) {
  const t = useTranslations('DesignApproval')
  const [view, setView] = useState<OwnerApprovalView | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [revoked, setRevoked] = useState(false)
  // Only the newest answer is shown: a read still on its way must not undo a share just made.
  const latest = useRef(0)
  const base = savedId ? `/web-api/designs/${savedId}/approval` : null

  // Read again when the saved state changes (a change after an approval shows at once).
  useEffect(() => {
    if (!base) return
    let live = true
    const ticket = ++latest.current
    void fetch(base)
      .then((res) => (res.ok ? (res.json() as Promise<OwnerApprovalView>) : null))
      .catch(() => null)
      .then((found) => {
        if (live && found && ticket === latest.current) setView(found)
      })
    return () => {
      live = false
    }
  }, [base, revision])

  async function run(action: Action) {
    if (!base) return
    setBusy(true)
    setError(null)
    if (action !== 'revoke' && ensureSaved && !(await ensureSaved())) {
      setBusy(false)
      setError(t('error.generic'))
      return
    }
    const ticket = ++latest.current
    const { method, path } = METHODS[action]
    const res = await fetch(`${base}${path}`, { method }).catch(() => null)
    setBusy(false)
    if (!res?.ok) {
      setError(refusal(t, res?.status ?? 0))
      return
    }
    const next = (await res.json()) as OwnerApprovalView
    if (ticket !== latest.current) return
    setView(next)
    setRevoked(action === 'revoke')
  }

  if (!savedId) return <p className={styles.muted}>{t('share.unsaved')}</p>
  const urls = {
    picture: (versionId: string, page: number) => `${base}/versions/${versionId}/pages/${page}`,
    compare: (from: string, to: string) => `${base}/compare?from=${from}&to=${to}`,
  }
  return (
    <section className={styles.stack} aria-labelledby="share-title" data-testid="share-panel">
      <h2 id="share-title">{t('share.title')}</h2>
      <p className={styles.muted}>{t('share.intro')}</p>
      {view?.share ? (
        <ShareLink url={view.share.url} busy={busy} onRevoke={() => void run('revoke')} />
      ) : (
        <div className={styles.row}>
          <button type="button" className="button" disabled={busy} onClick={() => void run('share')}>
            {busy ? t('share.busy') : t('share.button')}
          </button>
        </div>
      )}
      {revoked && !view?.share && <p role="status">{t('share.revoked')}</p>}
      {error && <p role="alert">{error}</p>}
      {view && view.versions.length > 0 && (
        <>
          <ApprovalList view={view} />
          <div className={styles.row}>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void run('version')}
            >
              {t('share.saveVersion')}
            </button>
          </div>
          <h2>{t('share.versions')}</h2>
          <VersionBrowser view={view} urls={urls} />
        </>
      )}
    </section>
  )
}
