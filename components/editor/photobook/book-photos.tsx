'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import { placePhotoInSlot } from '@/lib/editor/actions/place-photo-in-slot'
import type { AutoFillPhoto } from '@/lib/shop/design-print/design/auto-fill'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoSetUpload } from '../pages/photo-set-upload'
import { PhotoTray } from '../pages/photo-tray'
import type { useUploads } from '../use-uploads'
import { loadBookActions } from './book-actions'
import { pageCounts } from './book-options'
import styles from './photobook.module.css'

/** The shopper's photos as auto-fill reads them: size, faces, when taken, in upload order. */
export function autoFillPhotos(uploads: readonly UploadSummary[]): AutoFillPhoto[] {
  const photos = uploads.filter((u) => u.kind === 'photo' && u.widthPx && u.heightPx)
  return photos.map((u) => ({
    id: u.id,
    widthPx: u.widthPx ?? 0,
    heightPx: u.heightPx ?? 0,
    capturedAt: u.capturedAt,
    uploadedAt: u.uploadedAt,
    ...(u.faces ? { faces: u.faces } : {}),
  }))
}

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

  // Tap a photo, then a slot: the photo goes in as soon as a photo slot is selected on the canvas.
  useEffect(() => {
    if (!picked?.widthPx || !picked.heightPx) return
    const upload = {
      id: picked.id,
      widthPx: picked.widthPx,
      heightPx: picked.heightPx,
      ...(picked.faces ? { faces: picked.faces } : {}),
    }
    return store.subscribe((state, before) => {
      const { selectedId, pageId } = state.scene
      if (!selectedId || selectedId === before.scene.selectedId) return
      const page = state.scene.document.pages.find((p) => p.id === pageId)
      const slot = page?.layers.find((l) => l.id === selectedId)
      if (slot?.type !== 'photo') return
      state.run(placePhotoInSlot, { pageId, layerId: slot.id, upload })
      setPicked(null)
    })
  }, [picked, store])

  // A photo slot already selected takes the tapped photo at once; otherwise the next slot tapped does.
  function pick(upload: UploadSummary | null) {
    const { scene, run } = store.getState()
    const page = scene.document.pages.find((p) => p.id === scene.pageId)
    const slot = page?.layers.find((l) => l.id === scene.selectedId)
    if (upload?.widthPx && upload.heightPx && slot?.type === 'photo' && !slot.locked) {
      run(placePhotoInSlot, {
        pageId: scene.pageId,
        layerId: slot.id,
        upload: {
          id: upload.id,
          widthPx: upload.widthPx,
          heightPx: upload.heightPx,
          ...(upload.faces ? { faces: upload.faces } : {}),
        },
      })
      setPicked(null)
    } else setPicked(upload)
  }

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
    <div className={styles.stack}>
      <PhotoSetUpload onUploaded={uploads.add} />
      <button
        type="button"
        className="button"
        data-testid="photobook-autofill"
        disabled={photos.length === 0}
        onClick={() => void fill()}
      >
        {t('button')}
      </button>
      <p className={styles.hint}>{photos.length === 0 ? t('none') : t('hint')}</p>
      {result && (
        <div role="status" className={styles.stack}>
          <p className={styles.hint}>{t('done', { count: result.placed })}</p>
          {result.unused > 0 && enough !== null && enough > spec.pageCount && (
            <>
              <p className={styles.hint}>{t('unused', { count: result.unused, pages: enough })}</p>
              <button type="button" onClick={() => onSpec({ pageCount: enough })}>
                {t('morePages', { pages: enough })}
              </button>
            </>
          )}
        </div>
      )}
      <PhotoTray uploads={uploads.uploads} onPick={pick} used={used} picked={picked?.id ?? null} />
    </div>
  )
}
