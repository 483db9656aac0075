'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import type { Page } from '@/lib/shop/design-print/design/document'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { useEditorStore } from '../editor-context'
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
 * Pages added and taken away one sheet at a time, in the type's steps (a booklet's sheets come in
 * fours: its pages change with the page count in the options). Removing a spread with the shopper's
 * photos or texts on it asks first; the price follows at once (ADR 0073).
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
  const [asking, setAsking] = useState<string | null>(null)
  const type = choices.types.find((c) => c.key === spec.type)
  if (!type) return null
  const spreadsPerStep = type.pages.step / 2
  const canAdd = spec.pageCount + type.pages.step <= type.pages.max
  const canRemove = page.role === 'spread' && spreadsPerStep === 1 && spec.pageCount - 2 >= type.pages.min

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
          onClick={() => (hasContent(page) ? setAsking(page.id) : remove(page.id))}
        >
          − {t('remove')}
        </button>
      </div>
      {!canAdd && <p className={formStyles.hint}>{t('atMost')}</p>}
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
