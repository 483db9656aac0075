'use client'

import { useFormatter, useTranslations } from 'next-intl'
import type { CommentView, VersionView } from '@/lib/shop/design-print/approvals/schema'
import styles from './design-approval.module.css'
import { moment } from './texts'

/** The comments on one version, numbered as their pins; text is shown as text (React escapes it). */
export function CommentList({
  version,
  comments,
  numbers,
  pageName,
}: {
  version: VersionView
  comments: CommentView[]
  numbers: Map<string, number>
  pageName: (pageId: string) => string
}) {
  const t = useTranslations('DesignApproval')
  const format = useFormatter()
  const mine = comments.filter((c) => c.versionId === version.id)
  return (
    <section aria-labelledby={`comments-${version.id}`} className={styles.stack}>
      <h2 id={`comments-${version.id}`}>{t('comment.title', { number: version.number })}</h2>
      {mine.length === 0 ? (
        <p className={styles.muted}>{t('comment.none')}</p>
      ) : (
        <ol className={styles.list} data-testid="comment-list">
          {mine.map((comment) => (
            <li key={comment.id} data-testid="comment">
              <span>
                <span className={styles.number}>{numbers.get(comment.id)}</span>
                {comment.text}
              </span>
              <span className={styles.muted}>
                {t('comment.meta', { name: comment.authorName, date: moment(format, comment.createdAt) })}{' '}
                {version.pages.length > 1 && t('comment.onPage', { page: pageName(comment.pageId) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Comment id → its number within its version (1, 2, …), the number its pin shows. */
export function commentNumbers(comments: CommentView[]): Map<string, number> {
  const counts = new Map<string, number>()
  const numbers = new Map<string, number>()
  for (const comment of comments) {
    const next = (counts.get(comment.versionId) ?? 0) + 1
    counts.set(comment.versionId, next)
    numbers.set(comment.id, next)
  }
  return numbers
}
