'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoFillPanel } from '../pages/photo-fill-panel'
import { autoFillPhotos, useTapToPlace } from '../pages/photo-pick'
import type { useUploads } from '../use-uploads'
import { loadBookActions } from './book-actions'
import { pageCounts } from './book-options'
import formStyles from '../pages/photo-product-form.module.css'

/**
 * The photos tab: upload a whole set at once, see which photos are in the book, fill the book with
 * them in one click (one undo step: order by capture date, one layout per page, no photo twice), and
 * place single photos by drag or by tapping a photo and then a slot (phones).
 */
export function BookPhotos({
  uploads,
  spec,
  choices,
  onSpec,
}: {
  uploads: ReturnType<typeof useUploads>
  spec: PhotobookSpec
  choices: PhotobookChoices
  onSpec: (patch: Partial<PhotobookSpec>) => void
}) {
  const t = useTranslations('Photobook.autofill')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const [picked, setPicked] = useState<UploadSummary | null>(null)
  const pick = useTapToPlace(picked, setPicked)
  const [result, setResult] = useState<{ placed: number; unused: number } | null>(null)
  const photos = useMemo(() => autoFillPhotos(uploads.uploads), [uploads.uploads])
  const used = useMemo(
    () =>
      new Set(
        doc.pages.flatMap((p) =>
          p.layers.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : [])),
        ),
      ),
    [doc],
  )

  const type = choices.types.find((c) => c.key === spec.type)
  // Every photo fits from ceil(N / 6) pages on (six per page at most), up to the type's next step.
  const need = Math.ceil(photos.length / 6)
  const enough =
    type && result && result.unused > 0
      ? (pageCounts(type).find((count) => count >= need) ?? type.pages.max)
      : null

  async function fill() {
    const { autoFillBook } = await loadBookActions()
    if (store.getState().run(autoFillBook, { photos })) {
      // What found no place (six photos a page at most) is told, with the page count that holds it all.
      const placed = new Set(
        store
          .getState()
          .scene.document.pages.flatMap((p) =>
            p.layers.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : [])),
          ),
      )
      const unused = photos.filter((photo) => !placed.has(photo.id)).length
      setResult({ placed: photos.length - unused, unused })
    }
  }

  return (
    <PhotoFillPanel
      uploads={uploads}
      canFill={photos.length > 0}
      fill={{ testId: 'photobook-autofill', label: t('button'), run: () => void fill() }}
      hint={photos.length === 0 ? t('none') : t('hint')}
      status={
        result && (
          <div role="status" className={formStyles.stack}>
            <p className={formStyles.hint}>{t('done', { count: result.placed })}</p>
            {result.unused > 0 && enough !== null && enough > spec.pageCount && (
              <>
                <p className={formStyles.hint}>{t('unused', { count: result.unused, pages: enough })}</p>
                <button type="button" onClick={() => onSpec({ pageCount: enough })}>
                  {t('morePages', { pages: enough })}
                </button>
              </>
            )}
          </div>
        )
      }
      used={used}
      picked={picked}
      onPick={pick}
    />
  )
}
