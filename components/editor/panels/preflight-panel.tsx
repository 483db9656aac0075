'use client'

import { useTranslations } from 'next-intl'
import { centreFaces } from '@/lib/editor/actions/centre-faces'
import { selectLayer } from '@/lib/editor/actions/select-layer'
import { selectPage } from '@/lib/editor/actions/select-page'
import type { PreflightIssue, PreflightOptions } from '@/lib/shop/design-print/design/preflight'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

/**
 * The preflight findings as a list; "show" switches to the page and selects the layer to fix. A face
 * finding also offers the fix itself: the crop re-centred on the photo's faces.
 */
export function PreflightPanel({
  issues,
  assets,
}: {
  issues: readonly PreflightIssue[]
  assets: PreflightOptions['assets']
}) {
  const t = useTranslations('Editor.preflight')
  const store = useEditorStore()
  if (issues.length === 0) return <p className={styles.ok}>{t('ok')}</p>
  const show = (issue: PreflightIssue) => {
    const { run } = store.getState()
    run(selectPage, { pageId: issue.pageId })
    run(selectLayer, { layerId: issue.layerId })
  }
  const facesOf = (issue: PreflightIssue) => {
    if (issue.code !== 'face-outside-safe-area') return undefined
    const page = store.getState().scene.document.pages.find((p) => p.id === issue.pageId)
    const layer = page?.layers.find((l) => l.id === issue.layerId)
    return layer?.type === 'photo' && layer.assetId ? assets?.[layer.assetId]?.faces : undefined
  }
  const centre = (issue: PreflightIssue, faces: NonNullable<ReturnType<typeof facesOf>>) => {
    show(issue)
    store.getState().run(centreFaces, { layerId: issue.layerId, faces })
  }
  return (
    <ul className={styles.issueList} aria-label={t('count', { count: issues.length })}>
      {issues.map((issue, i) => {
        const faces = facesOf(issue)
        return (
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
            {faces && (
              <button type="button" className={styles.secondary} onClick={() => centre(issue, faces)}>
                {t('centreFaces')}
              </button>
            )}
            <button type="button" className={styles.secondary} onClick={() => show(issue)}>
              {t('fix')}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
