import {
  applyAutoFill,
  byTime,
  fillSlot,
  planAutoFill,
  type AutoFillPhoto,
} from '@/lib/shop/design-print/design/auto-fill'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { photobookLayout } from '@/lib/shop/design-print/design/photobook-spec'
import { withFonts } from '../scene'
import { defineAction } from '../types'

/**
 * The cover's empty photo slot takes the first photo taken (a book opens with its story's start, and
 * the cart shows the cover): returns the document with it and the photos left for the pages. A cover
 * already filled (by the shopper, or by an earlier fill before more photos came) keeps its photos, and
 * the others go inside: a photo on the cover is not laid inside as well (no photo twice).
 */
export function fillCover(
  doc: DesignDocument,
  photos: readonly AutoFillPhoto[],
): { doc: DesignDocument; rest: AutoFillPhoto[] } {
  const [cover, ...spreads] = doc.pages
  const onCover = new Set(cover?.layers.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : [])))
  const free = photos.filter((photo) => !onCover.has(photo.id))
  const slot = cover?.layers.find((l) => l.type === 'photo' && !l.locked && l.assetId === undefined)
  const [first, ...rest] = byTime(free)
  if (!cover || slot?.type !== 'photo' || !first) return { doc, rest: free }
  const layers = cover.layers.map((l) => (l === slot ? fillSlot(slot, first) : l))
  return { doc: { ...doc, pages: [{ ...cover, layers }, ...spreads] }, rest }
}

/**
 * "Mit meinen Fotos füllen" (ADR 0068, 0073): the shopper's photos laid through the book in the order
 * they were taken, the first on the cover, then one best-fitting layout per page, each photo once, in
 * one undo step. Texts stay. Photos beyond six a page stay out (the panel offers more pages). The
 * first spread is shown afterwards.
 */
export const autoFillBook = defineAction<{ photos: AutoFillPhoto[] }>({
  name: 'autoFillBook',
  changesDocument: true,
  perform: (scene, { photos }) => {
    const spec = scene.document.photobook
    if (!spec || photos.length === 0) return scene
    const { doc, rest } = fillCover(scene.document, photos)
    const layout = photobookLayout(spec)
    const plan = planAutoFill(rest, spec.pageCount, {
      width: layout.pageWidthMm,
      height: layout.pageHeightMm,
    })
    try {
      // The model lists the captions' faces; only the faces in use stay listed afterwards.
      const document = withFonts(applyAutoFill(doc, plan, rest))
      return { ...scene, document, pageId: document.pages[1]?.id ?? scene.pageId, selectedId: null }
    } catch (error) {
      if (error instanceof DesignDocumentError) return scene
      throw error
    }
  },
})
