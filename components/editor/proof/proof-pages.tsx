'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { proofPageUrl, type ProofState } from './use-proof'
import styles from './proof.module.css'

type DocPage = DesignDocument['pages'][number]

/**
 * Pages drawn at once; the rest load as they scroll near (a book has up to 101). Every page of a card
 * is among them.
 */
const EAGER_PAGES = 8

/**
 * The pages of the print file itself (ADR 0084), as the printer will cut them: pictures the server
 * drew from the PDF, not a second drawing of the design in the browser. While the file is made the
 * dialog says so; when it cannot be made it says why and offers to try again.
 */
export function ProofPages({
  state,
  doc,
  pageLabel,
  onRetry,
}: {
  state: ProofState
  doc: DesignDocument
  pageLabel: (page: DocPage) => string
  onRetry: () => void
}) {
  const t = useTranslations('EditorPanels.proof')
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status" data-testid="proof-loading">
        {t('loading')}
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div className={styles.status} role="alert" data-testid="proof-error">
        <p>{t(`problem.${state.problem}`)}</p>
        {state.problem !== 'unsaved' && (
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    )
  }
  const { manifest } = state
  const total = manifest.pages.length
  // A file with a page per page of the design names them as the editor does; a file laid out
  // otherwise (folded sheets, a book's single pages) counts its own pages.
  const pageOf = (index: number) => (total === doc.pages.length ? doc.pages[index] : undefined)
  const label = (index: number) => {
    const page = pageOf(index)
    return page ? pageLabel(page) : t('printPage', { n: index + 1, total })
  }
  return (
    <div className={styles.pages}>
      {manifest.pages.map((page, index) => {
        const name = label(index)
        return (
          <ProofPage
            key={`${manifest.revision}-${manifest.guest?.number ?? 0}-${page.number}`}
            src={proofPageUrl(manifest, page.number)}
            widthMm={page.widthMm}
            heightMm={page.heightMm}
            label={name}
            role={pageOf(index)?.role ?? 'print-page'}
            alt={manifest.guest?.label ? t('pageFor', { page: name, guest: manifest.guest.label }) : name}
            eager={index < EAGER_PAGES}
            onRetry={onRetry}
          />
        )
      })}
    </div>
  )
}

function ProofPage(props: {
  src: string
  widthMm: number
  heightMm: number
  label: string
  /** The design page's role when the file has one page per design page, else "print-page". */
  role: string
  alt: string
  eager: boolean
  onRetry: () => void
}) {
  const t = useTranslations('EditorPanels.proof')
  const [shown, setShown] = useState<'loading' | 'loaded' | 'failed'>('loading')
  // A book's spread is twice as wide as a page: it gets the room of two.
  const wide = props.widthMm > props.heightMm * 1.5
  return (
    <figure
      className={wide ? `${styles.page} ${styles.wide}` : styles.page}
      data-proof-page={props.role}
      data-proof-state={shown}
    >
      <div className={styles.sheet} style={{ aspectRatio: `${props.widthMm} / ${props.heightMm}` }}>
        {shown === 'failed' ? (
          <div role="alert" className={styles.pageError}>
            <p>{t('pageFailed')}</p>
            <button type="button" className="button button--ghost" onClick={props.onRetry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a private picture of the print file, drawn per revision
          <img
            src={props.src}
            alt={props.alt}
            width={Math.round(props.widthMm * 4)}
            height={Math.round(props.heightMm * 4)}
            loading={props.eager ? 'eager' : 'lazy'}
            decoding="async"
            data-testid="proof-page"
            data-width-mm={props.widthMm.toFixed(1)}
            data-height-mm={props.heightMm.toFixed(1)}
            onLoad={() => setShown('loaded')}
            onError={() => setShown('failed')}
          />
        )}
      </div>
      <figcaption>{props.label}</figcaption>
    </figure>
  )
}
