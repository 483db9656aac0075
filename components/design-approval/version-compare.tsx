'use client'

import { useId, useState } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { CommentView, CompareView, VersionView } from '@/lib/shop/design-print/approvals/schema'
import styles from './design-approval.module.css'
import { changeText, moment } from './texts'
import { VersionSheet } from './version-sheet'

/**
 * Two versions side by side, page by page, with what changed in words (the server derives it from
 * the two documents). The newest and the one before it are chosen at first.
 */
export function VersionCompare({
  versions,
  compareUrl,
  pictureUrl,
  comments,
  numbers,
  pageName,
}: {
  /** Newest first. */
  versions: VersionView[]
  compareUrl: (from: string, to: string) => string
  pictureUrl: (versionId: string, page: number) => string
  comments: CommentView[]
  numbers: Map<string, number>
  pageName: (page: { role: string; name: string | null }) => string
}) {
  const t = useTranslations('DesignApproval')
  const format = useFormatter()
  const id = useId()
  // Null: the default pair, the newest and the one before it, as versions come in.
  const [chosenFrom, setFrom] = useState<string | null>(null)
  const [chosenTo, setTo] = useState<string | null>(null)
  const from = chosenFrom ?? versions[1]?.id ?? ''
  const to = chosenTo ?? versions[0]?.id ?? ''
  const [result, setResult] = useState<CompareView | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (versions.length < 2) {
    return (
      <section className={styles.stack}>
        <h2>{t('compare.title')}</h2>
        <p className={styles.muted}>{t('compare.needTwo')}</p>
      </section>
    )
  }

  async function compare() {
    setError(null)
    const res = await fetch(compareUrl(from, to)).catch(() => null)
    if (!res?.ok) {
      setError(t('error.generic'))
      return
    }
    setResult((await res.json()) as CompareView)
  }

  const label = (v: VersionView) =>
    t('version.option', { number: v.number, date: moment(format, v.createdAt) })
  const select = (value: string, set: (v: string) => void, name: 'from' | 'to') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{t(`compare.${name}`)}</label>
      <select id={`${id}-${name}`} value={value} onChange={(e) => set(e.target.value)}>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {label(v)}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <section aria-labelledby={`${id}-title`} className={styles.stack} data-testid="version-compare">
      <h2 id={`${id}-title`}>{t('compare.title')}</h2>
      <div className={styles.sideBySide}>
        {select(from, setFrom, 'from')}
        {select(to, setTo, 'to')}
      </div>
      <div className={styles.row}>
        <button type="button" className="button" onClick={() => void compare()}>
          {t('compare.button')}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {result && (
        <>
          {result.to.pages.map((page, index) => {
            const before = result.from.pages.findIndex((p) => p.id === page.id)
            const name = pageName(page)
            return (
              <div key={page.id} className={styles.sideBySide}>
                {before >= 0 ? (
                  <VersionSheet
                    version={result.from}
                    pageIndex={before}
                    pictureUrl={pictureUrl}
                    comments={comments}
                    numbers={numbers}
                    pageName={name}
                  />
                ) : (
                  <span />
                )}
                <VersionSheet
                  version={result.to}
                  pageIndex={index}
                  pictureUrl={pictureUrl}
                  comments={comments}
                  numbers={numbers}
                  pageName={name}
                />
              </div>
            )
          })}
          <h3>{t('compare.changes')}</h3>
          {result.changes.length === 0 ? (
            <p>{t('compare.none')}</p>
          ) : (
            <ul className={styles.list} data-testid="change-list">
              {result.changes.map((change, index) => (
                <li key={index}>{changeText(t, change, (role) => pageName({ role, name: null }))}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
