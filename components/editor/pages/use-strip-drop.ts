'use client'

import { useCallback } from 'react'
import { placePhotoInSlot } from '@/lib/editor/actions/place-photo-in-slot'
import { swapPhotos } from '@/lib/editor/actions/swap-photos'
import type { Page, PhotoLayer } from '@/lib/shop/design-print/design/document'
import { useEditorStore } from '../editor-context'
import type { PhotoDragSource } from './use-photo-drag'
import type { Assets } from '../use-uploads'

/** The slot a photo dropped on a page goes to: its first empty one, else its first one. */
export function dropSlotOf(page: Page): PhotoLayer | undefined {
  const slots = page.layers.filter((l): l is PhotoLayer => l.type === 'photo' && !l.locked)
  return slots.find((s) => s.assetId === undefined) ?? slots[0]
}

/**
 * A photo dropped on a page of the strip: one from the tray fills the page's first empty slot; one
 * dragged from another page swaps with the photo there (one undo step each, the shared actions).
 */
export function useStripDrop(pixels: Assets) {
  const store = useEditorStore()
  return useCallback(
    (pageId: string, source: PhotoDragSource) => {
      const { run, scene } = store.getState()
      const page = scene.document.pages.find((p) => p.id === pageId)
      const slot = page && dropSlotOf(page)
      if (!slot) return
      if (source.kind === 'upload') {
        const size = pixels[source.uploadId]
        if (!size) return
        run(placePhotoInSlot, {
          pageId,
          layerId: slot.id,
          upload: { id: source.uploadId, widthPx: size.widthPx, heightPx: size.heightPx, faces: size.faces },
        })
      } else if (source.kind === 'slot') {
        run(swapPhotos, { a: source, b: { pageId, layerId: slot.id }, pixels })
      }
    },
    [store, pixels],
  )
}
