'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import type { Page } from '@/lib/shop/design-print/design/document'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { useEditor, useEditorStore } from '../editor-context'
import { loadBookActions } from './book-actions'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './photobook.module.css'

/**
 * Whether a page carries anything the shopper made: a placed photo, a typed text, any other layer
 * (the model's own rule, design/photobook.ts `hasContent`, kept here so the form needs no model code).
 */
export function hasContent(page: Pick<Page, 'layers'>): boolean {
  return page.layers.some(
    (l) =>
      (l.type === 'photo' && l.assetId !== undefined) ||
      (l.type === 'text' && l.content.trim() !== '') ||
      (l.type !== 'photo' && l.type !== 'text'),
  )
}

/**
 * Pages added and taken away in the type's steps: one spread at a time, a booklet's (pages in fours)
 * two. Removing spreads with the shopper's photos or texts on them asks first; the price follows at
 * once (ADR 0073).
 */
export function SpreadControls({
  spec,
  choices,
  page,
}: {
  spec: PhotobookSpec
  choices: PhotobookChoices
  page: Page
}) {
  const t = useTranslations('Photobook.pages')
  const store = useEditorStore()
  const pages = useEditor((s) => s.scene.document.pages)
  const [asking, setAsking] = useState<string | null>(null)
  const type = choices.types.find((c) => c.key === spec.type)
  if (!type) return null
  const spreadsPerStep = type.pages.step / 2
  const canAdd = spec.pageCount + type.pages.step <= type.pages.max
  const canRemove = page.role === 'spread' && spec.pageCount - type.pages.step >= type.pages.min
  // What "remove" takes: this spread, and in a booklet (pages in fours) the next one (the one before
  // at the end), as the removeSpread action does.
  const index = pages.findIndex((p) => p.id === page.id)
  const start = Math.max(1, Math.min(index, pages.length - spreadsPerStep))
  const taken = pages.slice(start, start + spreadsPerStep)

  function remove(pageId: string) {
    setAsking(null)
    void loadBookActions().then(({ removeSpread }) => store.getState().run(removeSpread, { pageId }))
  }

  function add() {
    void loadBookActions().then(({ addSpreads }) =>
      store.getState().run(addSpreads, { count: spreadsPerStep }),
    )
  }

  return (
    <div className={formStyles.stack}>
      <div className={styles.row}>
        <button type="button" data-testid="photobook-add-spread" disabled={!canAdd} onClick={add}>
          + {t('add')}
        </button>
        <button
          type="button"
          data-testid="photobook-remove-spread"
          disabled={!canRemove}
          onClick={() => (taken.some(hasContent) ? setAsking(page.id) : remove(page.id))}
        >
          − {t('remove')}
        </button>
      </div>
      {!canAdd && <p className={formStyles.hint}>{t('atMost')}</p>}
      {spreadsPerStep > 1 && canRemove && <p className={formStyles.hint}>{t('removeFours')}</p>}
      {asking === page.id && (
        <div className={styles.notice} role="alertdialog" aria-label={t('remove')}>
          <p>{t('removeConfirm')}</p>
          <div className={styles.row}>
            <button type="button" onClick={() => remove(page.id)}>
              {t('removeYes')}
            </button>
            <button type="button" onClick={() => setAsking(null)}>
              {t('removeNo')}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
