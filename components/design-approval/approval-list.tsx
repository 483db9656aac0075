'use client'

import { useFormatter, useTranslations } from 'next-intl'
import type { ApprovalDesignView } from '@/lib/shop/design-print/approvals/schema'
import styles from './design-approval.module.css'
import { moment, statusText } from './texts'

/** "Mama hat Version 3 freigegeben, 12. Dez. 2026, 18:04", newest first, under where approval stands. */
export function ApprovalList({ view }: { view: ApprovalDesignView }) {
  const t = useTranslations('DesignApproval')
  const format = useFormatter()
  const status = statusText(t, view.status)
  return (
    <section aria-labelledby="approvals-title" className={styles.stack}>
      <h2 id="approvals-title">{t('approve.title')}</h2>
      <p
        className={status.ok ? `${styles.status} ${styles.statusOk}` : styles.status}
        data-testid="approval-status"
        role="status"
      >
        {status.text}
      </p>
      {view.approvals.length === 0 ? (
        <p className={styles.muted}>{t('approve.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="approval-list">
          {view.approvals.map((approval) => (
            <li key={approval.id}>
              {t('approve.line', {
                name: approval.name,
                number: approval.versionNumber,
                date: moment(format, approval.createdAt),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
