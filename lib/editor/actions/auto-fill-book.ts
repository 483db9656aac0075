import { applyAutoFill, planAutoFill, type AutoFillPhoto } from '@/lib/shop/design-print/design/auto-fill'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { photobookLayout } from '@/lib/shop/design-print/design/photobook-spec'
import { defineAction } from '../types'

/**
 * "Mit meinen Fotos füllen" (ADR 0068, 0073): the shopper's photos laid through the book in the order
 * they were taken, one best-fitting layout per page, each photo once, in one undo step. The cover
 * keeps its own photo; texts stay. Photos beyond six a page stay out (the panel offers more pages).
 * The first spread is shown afterwards.
 */
export const autoFillBook = defineAction<{ photos: AutoFillPhoto[] }>({
  name: 'autoFillBook',
  changesDocument: true,
  perform: (scene, { photos }) => {
    const doc = scene.document
    const spec = doc.photobook
    if (!spec || photos.length === 0) return scene
    const layout = photobookLayout(spec)
    const plan = planAutoFill(photos, spec.pageCount, {
      width: layout.pageWidthMm,
      height: layout.pageHeightMm,
    })
    try {
      const document = applyAutoFill(doc, plan, photos)
      return { ...scene, document, pageId: document.pages[1]?.id ?? scene.pageId, selectedId: null }
    } catch (error) {
      if (error instanceof DesignDocumentError) return scene
      throw error
    }
  },
})
