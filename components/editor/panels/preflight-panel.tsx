'use client'

import { useLocale, useTranslations } from 'next-intl'
import { centreFaces } from '@/lib/editor/actions/centre-faces'
import { selectLayer } from '@/lib/editor/actions/select-layer'
import { selectPage } from '@/lib/editor/actions/select-page'
import type { PreflightIssue, PreflightOptions } from '@/lib/shop/design-print/design/preflight'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

/**
 * The preflight findings as a list; "show" switches to the page and selects the layer to fix (a
 * finding about a whole page, such as a blank month, shows the page). A face finding also offers the
 * fix itself: the crop re-centred on the photo's faces.
 */
export function PreflightPanel({
  issues,
  assets,
  pageLabel,
  formatMm,
}: {
  issues: readonly PreflightIssue[]
  assets: PreflightOptions['assets']
  /** How the product names a page in a finding ("Januar 2027", "Seiten 4–5"); else "Seite n". */
  pageLabel?: (pageId: string) => string
  /** A length in the shop's unit (the spine's width). */
  formatMm?: (mm: number) => string
}) {
  const t = useTranslations('Editor.preflight')
  const locale = useLocale()
  const store = useEditorStore()
  const mm = formatMm ?? ((value: number) => `${value.toLocaleString(locale)} mm`)
  if (issues.length === 0)
    return (
      <p className={styles.ok} data-testid="editor-preflight">
        {t('ok')}
      </p>
    )
  const nameOf = (pageId: string) => {
    if (pageLabel) return pageLabel(pageId)
    const index = store.getState().scene.document.pages.findIndex((p) => p.id === pageId)
    return t('page', { number: index + 1 })
  }
  const show = (issue: PreflightIssue) => {
    const { run } = store.getState()
    run(selectPage, { pageId: issue.pageId })
    run(selectLayer, { layerId: issue.layerId })
  }
  const message = (issue: PreflightIssue) => {
    if (issue.code === 'blank-page' && issue.detail?.side)
      return t('blank-half', { page: nameOf(issue.pageId), side: issue.detail.side })
    // A product that names its pages (a calendar's months, a book's spreads) says where each finding
    // is: fourteen "only 87 dpi" lines alone do not tell which month to look at.
    const where = pageLabel && issue.code !== 'blank-page' ? `${pageLabel(issue.pageId)}: ` : ''
    return (
      where +
      t(issue.code, {
        chars: issue.detail?.chars?.join(' ') ?? '',
        fields: issue.detail?.fields?.map((f) => `{{${f}}}`).join(', ') ?? '',
        dpi: issue.detail?.dpi ?? 0,
        page: nameOf(issue.pageId),
        spine: mm(issue.detail?.spineMm ?? 0),
      })
    )
  }
  const facesOf = (issue: PreflightIssue) => {
    if (issue.code !== 'face-outside-safe-area') return undefined
    const page = store.getState().scene.document.pages.find((p) => p.id === issue.pageId)
    const layer = issue.layerId === null ? undefined : page?.layers.find((l) => l.id === issue.layerId)
    return layer?.type === 'photo' && layer.assetId ? assets?.[layer.assetId]?.faces : undefined
  }
  const centre = (issue: PreflightIssue, faces: NonNullable<ReturnType<typeof facesOf>>) => {
    show(issue)
    if (issue.layerId !== null) store.getState().run(centreFaces, { layerId: issue.layerId, faces })
  }
  return (
    <ul
      className={styles.issueList}
      aria-label={t('count', { count: issues.length })}
      data-testid="editor-preflight"
    >
      {issues.map((issue, i) => {
        const faces = facesOf(issue)
        return (
          <li
            key={`${issue.pageId}-${issue.layerId}-${issue.code}-${i}`}
            className={styles[issue.severity]}
            data-issue={issue.code}
          >
            <span>{message(issue)}</span>
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
