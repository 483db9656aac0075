import { PHOTOBOOK_TYPES } from '@/lib/shop/photo-products/photobook/config'
import { defineAction } from '../types'
import { renumberSpreads } from './move-spread'
import { rebuiltBook, withBook } from './set-photobook-spec'

/**
 * Removes one spread (two pages) wherever it is in the book, with what is on it: the UI asks first
 * when it holds photos or text. Not below the type's fewest pages, and not for a type whose sheets
 * come in fours (a booklet changes pages through its page count). The spread before it is shown.
 */
export const removeSpread = defineAction<{ pageId: string }>({
  name: 'removeSpread',
  changesDocument: true,
  perform: (scene, { pageId }) => {
    const doc = scene.document
    const spec = doc.photobook
    const index = doc.pages.findIndex((p) => p.id === pageId)
    const page = doc.pages[index]
    if (!spec || page?.role !== 'spread') return scene
    const { min, step } = PHOTOBOOK_TYPES[spec.type].pages
    if (step !== 2 || spec.pageCount - 2 < min) return scene
    // Moved to the end and emptied, it is the spread a lower page count takes away.
    const pages = [...doc.pages.filter((p) => p.id !== pageId), { ...page, layers: [] }]
    const rebuilt = rebuiltBook({ ...doc, pages }, { ...spec, pageCount: spec.pageCount - 2 })
    if (!rebuilt) return scene
    const document = renumberSpreads(rebuilt)
    return withBook(scene, document, document.pages[index - 1]?.id)
  },
})
