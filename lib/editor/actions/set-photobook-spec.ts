import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { applyPhotobookSpec, type PhotobookSpec } from '@/lib/shop/design-print/design/photobook'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { defineAction, type EditorScene } from '../types'

/**
 * The book rebuilt for its new spec (type, format, cover, paper, page count …), or null where the
 * model refuses (a lower page count would lose spreads with photos or text: the UI asks first and
 * then passes `dropContent`, which empties those spreads so they can go).
 */
export function rebuiltBook(
  doc: DesignDocument,
  spec: PhotobookSpec,
  dropContent = false,
): DesignDocument | null {
  const keep = spec.pageCount / 2
  const pages = dropContent
    ? doc.pages.map((page, index) => (index > keep ? { ...page, layers: [] } : page))
    : doc.pages
  try {
    return applyPhotobookSpec({ ...doc, pages }, spec)
  } catch (error) {
    if (error instanceof DesignDocumentError) return null
    throw error
  }
}

/** The scene after a rebuild: the page shown stays where it still exists, else the cover. */
export function withBook(scene: EditorScene, document: DesignDocument, pageId = scene.pageId): EditorScene {
  const shown = document.pages.some((p) => p.id === pageId) ? pageId : (document.pages[0]?.id ?? pageId)
  return { ...scene, document, pageId: shown, selectedId: shown === scene.pageId ? scene.selectedId : null }
}

/**
 * Changes the book's options (one undo step, ADR 0073): more pages add empty spreads at the end, a
 * wider spine moves the cover's front, another format scales the pages. A spec that changes nothing,
 * or a refused one, leaves the book as it is.
 */
export const setPhotobookSpec = defineAction<{ patch: Partial<PhotobookSpec>; dropContent?: boolean }>({
  name: 'setPhotobookSpec',
  changesDocument: true,
  perform: (scene, { patch, dropContent }) => {
    const spec = scene.document.photobook
    if (!spec) return scene
    const next = { ...spec, ...patch }
    if ((Object.keys(next) as (keyof PhotobookSpec)[]).every((key) => next[key] === spec[key])) return scene
    const document = rebuiltBook(scene.document, next, dropContent)
    return document ? withBook(scene, document) : scene
  },
})
