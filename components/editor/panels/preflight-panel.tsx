'use client'

import { useTranslations } from 'next-intl'
import { selectLayer } from '@/lib/editor/actions/select-layer'
import { selectPage } from '@/lib/editor/actions/select-page'
import type { PreflightIssue } from '@/lib/shop/design/preflight'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

/** The preflight findings as a list; "show" switches to the page and selects the layer to fix. */
export function PreflightPanel({ issues }: { issues: readonly PreflightIssue[] }) {
  const t = useTranslations('Editor.preflight')
  const store = useEditorStore()
  if (issues.length === 0) return <p className={styles.ok}>{t('ok')}</p>
  const show = (issue: PreflightIssue) => {
    const { run } = store.getState()
    run(selectPage, { pageId: issue.pageId })
    run(selectLayer, { layerId: issue.layerId })
  }
  return (
    <ul className={styles.issueList} aria-label={t('count', { count: issues.length })}>
      {issues.map((issue, i) => (
        <li
          key={`${issue.layerId}-${issue.code}-${i}`}
          className={styles[issue.severity]}
          data-issue={issue.code}
        >
          <span>
            {t(issue.code, {
              chars: issue.detail?.chars?.join(' ') ?? '',
              fields: issue.detail?.fields?.map((f) => `{{${f}}}`).join(', ') ?? '',
              dpi: issue.detail?.dpi ?? 0,
            })}
          </span>
          <button type="button" className={styles.secondary} onClick={() => show(issue)}>
            {t('fix')}
          </button>
        </li>
      ))}
    </ul>
  )
}
