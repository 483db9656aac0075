'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { fillCalendar } from '@/lib/editor/actions/fill-calendar'
import { placePhotoInSlot, type SlotUpload } from '@/lib/editor/actions/place-photo-in-slot'
import type { AutoFillPhoto } from '@/lib/shop/design-print/design/auto-fill'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoSetUpload } from '../pages/photo-set-upload'
import { PhotoTray } from '../pages/photo-tray'
import type { useUploads } from '../use-uploads'
import styles from './calendar.module.css'

/** An upload as a slot takes it; null for a file without pixels (a PDF layout). */
export function slotUploadOf(upload: UploadSummary): SlotUpload | null {
  if (!upload.widthPx || !upload.heightPx) return null
  return {
    id: upload.id,
    widthPx: upload.widthPx,
    heightPx: upload.heightPx,
    ...(upload.faces && { faces: upload.faces }),
  }
}

function fillPhotos(uploads: readonly UploadSummary[]): AutoFillPhoto[] {
  return uploads.flatMap((u) =>
    u.kind === 'photo' && u.widthPx && u.heightPx
      ? [
          {
            id: u.id,
            widthPx: u.widthPx,
            heightPx: u.heightPx,
            capturedAt: u.capturedAt,
            uploadedAt: u.uploadedAt,
            ...(u.faces && { faces: u.faces }),
          },
        ]
      : [],
  )
}

/**
 * The photos tab: upload a set at once, fill cover and months in one click (one undo step), and place
 * single photos by drag onto a page of the strip or by tapping a photo and then a slot or a month (the
 * phone's way). `picked` is shared with the strip, so a month tapped there takes the photo.
 */
export function CalendarPhotos({
  uploads,
  picked,
  onPick,
}: {
  uploads: ReturnType<typeof useUploads>
  picked: UploadSummary | null
  onPick: (upload: UploadSummary | null) => void
}) {
  const t = useTranslations('Calendar.fill')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const [result, setResult] = useState<{ placed: number; empty: number } | null>(null)
  const photos = useMemo(() => fillPhotos(uploads.uploads), [uploads.uploads])
  const slots = useMemo(
    () => doc.pages.flatMap((p) => p.layers.filter((l) => l.type === 'photo' && !l.locked)),
    [doc],
  )
  const used = useMemo(
    () => new Set(slots.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : []))),
    [slots],
  )

  // Tap a photo, then a slot: the photo goes in as soon as a photo slot is selected on the canvas.
  useEffect(() => {
    const upload = picked && slotUploadOf(picked)
    if (!upload) return
    return store.subscribe((state, before) => {
      const { selectedId, pageId } = state.scene
      if (!selectedId || selectedId === before.scene.selectedId) return
      const slot = state.scene.document.pages
        .find((p) => p.id === pageId)
        ?.layers.find((l) => l.id === selectedId)
      if (slot?.type !== 'photo') return
      state.run(placePhotoInSlot, { pageId, layerId: slot.id, upload })
      onPick(null)
    })
  }, [picked, store, onPick])

  // A photo slot already selected takes the tapped photo at once; otherwise the next slot tapped does.
  function pick(upload: UploadSummary | null) {
    const { scene, run } = store.getState()
    const slot = scene.document.pages
      .find((p) => p.id === scene.pageId)
      ?.layers.find((l) => l.id === scene.selectedId)
    const size = upload && slotUploadOf(upload)
    if (size && slot?.type === 'photo' && !slot.locked) {
      run(placePhotoInSlot, { pageId: scene.pageId, layerId: slot.id, upload: size })
      onPick(null)
    } else onPick(upload)
  }

  function fill() {
    if (!store.getState().run(fillCalendar, { photos })) return
    const placed = Math.min(photos.length, slots.length)
    setResult({ placed, empty: slots.length - placed })
  }

  return (
    <div className={styles.stack}>
      <PhotoSetUpload onUploaded={uploads.add} />
      <button
        type="button"
        className="button"
        data-testid="calendar-fill"
        disabled={photos.length === 0}
        onClick={fill}
      >
        {t('button')}
      </button>
      <p className={styles.hint}>{photos.length === 0 ? t('none') : t('hint')}</p>
      {result && (
        <p role="status" className={styles.hint}>
          {t('done', { count: result.placed })} {result.empty > 0 && t('short', { count: result.empty })}
        </p>
      )}
      <p className={styles.hint}>{t('swapHint')}</p>
      <PhotoTray uploads={uploads.uploads} onPick={pick} used={used} picked={picked?.id ?? null} />
    </div>
  )
}
