'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { renderPageSvg } from '@/lib/shop/design-print/design/render-svg'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import styles from './proof.module.css'

type DocPage = DesignDocument['pages'][number]

/**
 * Every page as it will be cut (trim size, no guides), drawn by the same pure renderer as the
 * previews. The SVG is inlined rather than put in an <img> so the page's design fonts apply; it
 * comes from our renderer, which escapes all text and allows only data: images. A page is drawn when
 * it scrolls near the view: a calendar has 14 pages and a book up to 101, drawn all at once they
 * would hold up the dialog. The first EAGER_PAGES are drawn at once (every page of a card).
 */
const EAGER_PAGES = 8

export function ProofPages({
  doc,
  assets,
  pageLabel,
  photoLabel,
}: {
  doc: DesignDocument
  assets: Readonly<Record<string, string>>
  pageLabel: (page: DocPage) => string
  /** What an empty photo slot says in the shop's language; absent: the slot's own label. */
  photoLabel?: string
}) {
  return (
    <div className={styles.pages}>
      {doc.pages.map((page, index) => (
        <ProofPage
          key={page.id}
          doc={doc}
          page={page}
          assets={assets}
          label={pageLabel(page)}
          eager={index < EAGER_PAGES}
          photoLabel={photoLabel}
        />
      ))}
    </div>
  )
}

function ProofPage({
  doc,
  page,
  assets,
  label,
  eager,
  photoLabel,
}: {
  doc: DesignDocument
  page: DocPage
  assets: Readonly<Record<string, string>>
  label: string
  eager: boolean
  photoLabel: string | undefined
}) {
  const ref = useRef<HTMLElement>(null)
  const [near, setNear] = useState(eager)
  useEffect(() => {
    const figure = ref.current
    // Without IntersectionObserver (a server render, a test) only the eager pages are drawn.
    if (!figure || near || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '400px' },
    )
    observer.observe(figure)
    return () => observer.disconnect()
  }, [near])
  const svg = useMemo(
    () =>
      near
        ? renderPageSvg(doc, page.id, { includeBleed: false, assets, dpi: 96, photoLabel }).replace(
            /^<\?xml[^>]*>/,
            '',
          )
        : null,
    [near, doc, page.id, assets, photoLabel],
  )
  const size = page.sizeMm ?? { width: doc.format.trimWidthMm, height: doc.format.trimHeightMm }
  return (
    <figure
      ref={ref}
      // A book's spread is twice as wide as a page: it gets the room of two.
      className={size.width > size.height * 1.5 ? `${styles.page} ${styles.wide}` : styles.page}
      data-proof-page={page.role}
    >
      {svg === null ? (
        <div className={styles.sheet} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      ) : (
        <div className={styles.sheet} dangerouslySetInnerHTML={{ __html: svg }} />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}
