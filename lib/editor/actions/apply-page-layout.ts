import {
  applyPageLayout as laidOut,
  type PageLayoutKey,
  type PageSide,
} from '@/lib/shop/design-print/design/photobook-layouts'
import { paletteRef } from '@/lib/shop/design-print/design/color-refs'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { photobookLayout } from '@/lib/shop/design-print/design/photobook-spec'
import { withFonts } from '../scene'
import { defineAction } from '../types'

/** A new caption looks like the book's texts: the first text's font and colour, else the book's font. */
export function captionStyle(doc: DesignDocument): { fontFamily: string; color: string } {
  for (const page of doc.pages) {
    const text = page.layers.find((l) => l.type === 'text')
    if (text?.type === 'text') return { fontFamily: text.fontFamily, color: text.color }
  }
  return { fontFamily: doc.fonts[0]?.family ?? 'Inter', color: paletteRef('ink') }
}

/**
 * One of the page layouts on the left or right half of a spread (ADR 0068, 0073): that half's photos
 * keep their order in the new slots, its first text moves into the text box, the other half stays.
 * The cover and any page that is not a spread have no page layouts. The spread stays shown.
 */
export const applyPageLayout = defineAction<{ pageId: string; side: PageSide; layout: PageLayoutKey }>({
  name: 'applyPageLayout',
  changesDocument: true,
  perform: (scene, { pageId, side, layout }) => {
    const doc = scene.document
    const spec = doc.photobook
    const page = doc.pages.find((p) => p.id === pageId)
    if (!spec || page?.role !== 'spread') return scene
    const next = laidOut(page, side, layout, photobookLayout(spec).pageWidthMm, captionStyle(doc))
    return {
      ...scene,
      // A new caption's face joins the document's fonts (the document check wants every face listed).
      document: withFonts({ ...doc, pages: doc.pages.map((p) => (p.id === pageId ? next : p)) }),
      pageId,
      selectedId: null,
    }
  },
})
