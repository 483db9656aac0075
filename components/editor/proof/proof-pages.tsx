'use client'

import { useMemo } from 'react'
import { renderPageSvg } from '@/lib/shop/design-print/design/render-svg'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import styles from './proof.module.css'

/**
 * Every page as it will be cut (trim size, no guides), drawn by the same pure renderer as the
 * previews. The SVG is inlined rather than put in an <img> so the page's design fonts apply; it
 * comes from our renderer, which escapes all text and allows only data: images.
 */
export function ProofPages({
  doc,
  assets,
  pageLabel,
}: {
  doc: DesignDocument
  assets: Readonly<Record<string, string>>
  pageLabel: (page: DesignDocument['pages'][number]) => string
}) {
  const pages = useMemo(
    () =>
      doc.pages.map((page) => ({
        page,
        svg: renderPageSvg(doc, page.id, { includeBleed: false, assets, dpi: 96 }).replace(
          /^<\?xml[^>]*>/,
          '',
        ),
      })),
    [doc, assets],
  )
  return (
    <div className={styles.pages}>
      {pages.map(({ page, svg }) => (
        <figure key={page.id} className={styles.page} data-proof-page={page.role}>
          <div className={styles.sheet} dangerouslySetInnerHTML={{ __html: svg }} />
          <figcaption>{pageLabel(page)}</figcaption>
        </figure>
      ))}
    </div>
  )
}
