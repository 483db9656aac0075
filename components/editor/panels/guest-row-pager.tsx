'use client'

import { useTranslations } from 'next-intl'
import type { GuestPreview } from '../use-guest-preview'
import styles from '../controls.module.css'

/** Row n of N on the canvas: previous/next, jump to the longest name and to rows with problems. */
export function GuestRowPager({
  preview,
  overflowing,
}: {
  preview: GuestPreview
  overflowing: readonly string[]
}) {
  const t = useTranslations('EditorPanels.guests')
  const { info, index } = preview
  if (!info || info.rowCount === 0) return null
  const longest = info.longestIndex
  const nextProblem = info.problemIndexes.find((i) => index === null || i > index) ?? info.problemIndexes[0]
  return (
    <div className={styles.stack} data-testid="guest-pager">
      <div className={styles.row}>
        <button
          type="button"
          className={styles.secondary}
          disabled={index === null || index === 0}
          onClick={() => preview.show((index ?? 0) - 1)}
          aria-label={t('previous')}
        >
          ‹
        </button>
        <output aria-live="polite" data-testid="guest-row">
          {index === null ? t('noGuest') : t('rowOf', { n: index + 1, total: info.rowCount })}
          {index !== null && preview.rowNumber !== null && ` · ${t('sheetRow', { row: preview.rowNumber })}`}
          {index !== null && index === longest && ` · ${t('longestBadge')}`}
        </output>
        <button
          type="button"
          className={styles.secondary}
          disabled={index !== null && index >= info.rowCount - 1}
          onClick={() => preview.show(index === null ? 0 : index + 1)}
          aria-label={t('next')}
        >
          ›
        </button>
      </div>
      <div className={styles.row}>
        {longest !== null && (
          <button type="button" className={styles.secondary} onClick={() => preview.show(longest)}>
            {t('longest')}
          </button>
        )}
        {nextProblem !== undefined && (
          <button type="button" className={styles.secondary} onClick={() => preview.show(nextProblem)}>
            {t('nextProblem')}
          </button>
        )}
        {index !== null && (
          <button type="button" className={styles.secondary} onClick={() => preview.show(null)}>
            {t('showFields')}
          </button>
        )}
      </div>
      {index !== null && preview.cells && (
        <p className={styles.hint} data-testid="guest-cells">
          {preview.cells.filter(Boolean).join(' · ')}
        </p>
      )}
      {overflowing.length > 0 && (
        <p role="alert" className={styles.error} data-testid="guest-overflow">
          {t('overflow', { names: overflowing.join(', ') })}
        </p>
      )}
    </div>
  )
}
