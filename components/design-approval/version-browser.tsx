'use client'

import { useId, useMemo, useState, type ReactNode } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { ApprovalDesignView, VersionView } from '@/lib/shop/design-print/approvals/schema'
import { CommentList, commentNumbers } from './comment-list'
import styles from './design-approval.module.css'
import { pageNameOf } from './page-name'
import { moment } from './texts'
import { VersionCompare } from './version-compare'
import { VersionSheet, type Spot } from './version-sheet'

export type PictureUrls = {
  picture: (versionId: string, page: number) => string
  compare: (from: string, to: string) => string
}

/**
 * A design's versions for the owner and the reviewer alike: pick a version (the newest at first) and
 * a page, see it with its comment pins and the comments, and compare two versions. `children` adds
 * what only one side has (the reviewer's comment form and approval) below the picture.
 */
export function VersionBrowser({
  view,
  urls,
  draft,
  onSpot,
  onVersion,
  children,
}: {
  view: ApprovalDesignView
  urls: PictureUrls
  draft?: Spot | null
  onSpot?: (spot: Spot) => void
  onVersion?: (version: VersionView) => void
  children?: (version: VersionView) => ReactNode
}) {
  const t = useTranslations('DesignApproval')
  const te = useTranslations('Editor')
  const format = useFormatter()
  const id = useId()
  const [versionId, setVersionId] = useState<string | null>(null)
  const [pageIndex, setPageIndex] = useState(0)
  const numbers = useMemo(() => commentNumbers(view.comments), [view.comments])
  const version = view.versions.find((v) => v.id === versionId) ?? view.versions[0]
  if (!version) return null
  const pageName = (page: { role: string; name: string | null }) => pageNameOf(te, page)
  const pageNameById = (pageId: string) => {
    const page = version.pages.find((p) => p.id === pageId)
    return page ? pageName(page) : pageId
  }
  const shownPage = Math.min(pageIndex, version.pages.length - 1)
  const current = view.versions[0]

  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor={`${id}-version`}>{t('version.label')}</label>
        <select
          id={`${id}-version`}
          value={version.id}
          onChange={(event) => {
            const next = view.versions.find((v) => v.id === event.target.value)
            setVersionId(event.target.value)
            setPageIndex(0)
            if (next) onVersion?.(next)
          }}
        >
          {view.versions.map((v) => {
            const label = t('version.option', { number: v.number, date: moment(format, v.createdAt) })
            return (
              <option key={v.id} value={v.id}>
                {v.id === current?.id ? t('version.current', { label }) : label}
              </option>
            )
          })}
        </select>
      </div>
      {version.pages.length > 1 && (
        <div className={styles.row} role="group" aria-label={t('page')}>
          {version.pages.map((page, index) => (
            <button
              key={page.id}
              type="button"
              className="button button--ghost"
              aria-pressed={index === shownPage}
              onClick={() => setPageIndex(index)}
            >
              {pageName(page)}
            </button>
          ))}
        </div>
      )}
      <VersionSheet
        version={version}
        pageIndex={shownPage}
        pictureUrl={urls.picture}
        comments={view.comments}
        numbers={numbers}
        pageName={pageName(version.pages[shownPage] ?? { role: '', name: null })}
        draft={draft}
        onSpot={onSpot}
      />
      {children?.(version)}
      <CommentList version={version} comments={view.comments} numbers={numbers} pageName={pageNameById} />
      <VersionCompare
        versions={view.versions}
        compareUrl={urls.compare}
        pictureUrl={urls.picture}
        comments={view.comments}
        numbers={numbers}
        pageName={pageName}
      />
    </div>
  )
}
