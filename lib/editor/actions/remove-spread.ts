import { PHOTOBOOK_TYPES } from '@/lib/shop/photo-products/photobook/config'
import type { Page } from '@/lib/shop/design-print/design/document'
import { defineAction } from '../types'
import { renumberSpreads } from './move-spread'
import { rebuiltBook, withBook } from './set-photobook-spec'

/**
 * Removes the spread shown (two pages) wherever it is in the book, with what is on it: the UI asks
 * first when it holds photos or text. A booklet's sheets come in fours, so there the spread after it
 * goes too (the one before it at the end of the book): the page count keeps the type's step. Not
 * below the type's fewest pages. The spread before the removed ones is shown.
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
    if (spec.pageCount - step < min) return scene
    const gone = removedWith(doc.pages, index, step / 2)
    // Moved to the end and emptied, they are the spreads a lower page count takes away.
    const pages = [...doc.pages.filter((p) => !gone.includes(p)), ...gone.map((p) => ({ ...p, layers: [] }))]
    const rebuilt = rebuiltBook({ ...doc, pages }, { ...spec, pageCount: spec.pageCount - step })
    if (!rebuilt) return scene
    const document = renumberSpreads(rebuilt)
    const first = doc.pages.indexOf(gone[0] ?? page)
    return withBook(scene, document, document.pages[first - 1]?.id)
  },
})

/** The spread at `index` and the ones after it, `count` in all (shifted back at the book's end). */
export function removedWith(pages: readonly Page[], index: number, count: number): Page[] {
  const start = Math.max(1, Math.min(index, pages.length - count))
  return pages.slice(start, start + count)
}
