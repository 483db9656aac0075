import { PHOTOBOOK_TYPES } from '@/lib/shop/photo-products/photobook/config'
import { defineAction } from '../types'
import { rebuiltBook, withBook } from './set-photobook-spec'

/**
 * Adds `count` empty spreads at the end of the book (the page strip's "+"), within the type's most
 * pages; the price follows the page count. The first new spread is shown, ready for photos.
 */
export const addSpreads = defineAction<{ count: number }>({
  name: 'addSpreads',
  changesDocument: true,
  perform: (scene, { count }) => {
    const spec = scene.document.photobook
    if (!spec || !Number.isInteger(count) || count < 1) return scene
    const pageCount = spec.pageCount + 2 * count
    if (pageCount > PHOTOBOOK_TYPES[spec.type].pages.max) return scene
    const document = rebuiltBook(scene.document, { ...spec, pageCount })
    return document ? withBook(scene, document, document.pages[spec.pageCount / 2 + 1]?.id) : scene
  },
})
