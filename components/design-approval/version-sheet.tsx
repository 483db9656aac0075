'use client'

import type { MouseEvent } from 'react'
import { useTranslations } from 'next-intl'
import type { CommentView, VersionView } from '@/lib/shop/design-print/approvals/schema'
import styles from './design-approval.module.css'

export type Spot = { pageId: string; x: number; y: number }

/**
 * One page of a version as the preview renderer drew it, with the comments on it as numbered pins.
 * With `onSpot` a click or tap marks a spot (fractions of the page, so it is the same spot at any
 * size); without, it is a picture with pins only.
 */
export function VersionSheet({
  version,
  pageIndex,
  pictureUrl,
  comments,
  numbers,
  pageName,
  draft,
  onSpot,
}: {
  version: VersionView
  pageIndex: number
  pictureUrl: (versionId: string, page: number) => string
  comments: CommentView[]
  /** Comment id → its number in the list beside it. */
  numbers: Map<string, number>
  pageName: string
  draft?: Spot | null
  onSpot?: (spot: Spot) => void
}) {
  const t = useTranslations('DesignApproval')
  const page = version.pages[pageIndex]
  if (!page) return null
  const pins = comments.filter((c) => c.versionId === version.id && c.pageId === page.id)

  function mark(event: MouseEvent<HTMLElement>) {
    if (!onSpot || !page) return
    const box = event.currentTarget.getBoundingClientRect()
    const clamp = (value: number) => Math.min(1, Math.max(0, value))
    onSpot({
      pageId: page.id,
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    })
  }

  return (
    <figure
      className={onSpot ? styles.sheet : `${styles.sheet} ${styles.readOnly}`}
      style={{ aspectRatio: `${page.widthMm} / ${page.heightMm}` }}
      data-testid="version-sheet"
      data-version={version.number}
      onClick={mark}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a personal picture drawn per version */}
      <img
        src={pictureUrl(version.id, pageIndex + 1)}
        alt={t('pictureAlt', { number: version.number, page: pageName })}
        draggable={false}
      />
      {pins.map((comment) => (
        <span
          key={comment.id}
          className={styles.pin}
          style={{ left: `${comment.x * 100}%`, top: `${comment.y * 100}%` }}
          role="img"
          aria-label={t('comment.pin', { number: numbers.get(comment.id) ?? 0, name: comment.authorName })}
          data-testid="comment-pin"
        >
          {numbers.get(comment.id)}
        </span>
      ))}
      {draft && draft.pageId === page.id && (
        <span
          className={`${styles.pin} ${styles.draft}`}
          style={{ left: `${draft.x * 100}%`, top: `${draft.y * 100}%` }}
          aria-hidden="true"
          data-testid="draft-pin"
        >
          +
        </span>
      )}
    </figure>
  )
}
