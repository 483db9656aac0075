'use client'

import { useEffect } from 'react'
import { placePhotoInSlot, type SlotUpload } from '@/lib/editor/actions/place-photo-in-slot'
import type { AutoFillPhoto } from '@/lib/shop/design-print/design/auto-fill'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditorStore } from '../editor-context'

/** An upload as a slot takes it; null for none or for a file without pixels (a PDF layout). */
export function slotUploadOf(upload: UploadSummary | null): SlotUpload | null {
  if (!upload?.widthPx || !upload.heightPx) return null
  return {
    id: upload.id,
    widthPx: upload.widthPx,
    heightPx: upload.heightPx,
    ...(upload.faces && { faces: upload.faces }),
  }
}

/** The shopper's photos as auto-fill reads them: size, faces, when taken, in upload order. */
export function autoFillPhotos(uploads: readonly UploadSummary[]): AutoFillPhoto[] {
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
 * Tap a photo, then a slot (the phone's way to place one photo): a photo slot already selected takes
 * the tapped photo at once; otherwise the next photo slot selected on the canvas does. Returns the
 * tray's onPick; `onPick(null)` clears the pick once the photo is placed.
 */
export function useTapToPlace(
  picked: UploadSummary | null,
  onPick: (upload: UploadSummary | null) => void,
): (upload: UploadSummary | null) => void {
  const store = useEditorStore()

  useEffect(() => {
    const upload = slotUploadOf(picked)
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

  return (upload) => {
    const { scene, run } = store.getState()
    const slot = scene.document.pages
      .find((p) => p.id === scene.pageId)
      ?.layers.find((l) => l.id === scene.selectedId)
    const size = slotUploadOf(upload)
    if (size && slot?.type === 'photo' && !slot.locked) {
      run(placePhotoInSlot, { pageId: scene.pageId, layerId: slot.id, upload: size })
      onPick(null)
    } else onPick(upload)
  }
}
