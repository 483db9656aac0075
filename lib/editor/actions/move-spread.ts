import type { DesignDocument, Page } from '@/lib/shop/design-print/design/document'
import { spreadId } from '@/lib/shop/design-print/design/photobook'
import { defineAction } from '../types'

function renamed(page: Page, id: string): Page {
  if (page.id === id) return page
  const prefix = `${page.id}-`
  return {
    ...page,
    id,
    layers: page.layers.map((l) =>
      l.id.startsWith(prefix) ? { ...l, id: `${id}-${l.id.slice(prefix.length)}` } : l,
    ),
  }
}

/**
 * The spreads named by their place again (spread-1, spread-2, … with their layers' ids along), after
 * a spread moved or went: the model names the spreads it adds by their number, so the names must
 * stay free for them (two pages or layers with one id are refused by the document check).
 */
export function renumberSpreads(doc: DesignDocument): DesignDocument {
  let n = 0
  const pages = doc.pages.map((page) => (page.role === 'spread' ? renamed(page, spreadId(++n)) : page))
  return pages.every((p, i) => p === doc.pages[i]) ? doc : { ...doc, pages }
}

/**
 * Moves one spread of a photo book to another place (`toIndex`: its index among the document's pages,
 * as the page strip counts them, so 1 is the first spread after the cover): a drag in the page strip or
 * its "←/→" buttons. The cover stays first, so moving the cover, or onto it, changes nothing; nor does
 * an index outside the book. The moved spread is the one shown.
 */
export const moveSpread = defineAction<{ pageId: string; toIndex: number }>({
  name: 'moveSpread',
  changesDocument: true,
  perform: (scene, { pageId, toIndex }) => {
    const doc = scene.document
    if (!doc.photobook) return scene
    const from = doc.pages.findIndex((p) => p.id === pageId)
    const moved = doc.pages[from]
    const target = doc.pages[toIndex]
    if (!moved || !target || moved.role !== 'spread' || target.role !== 'spread' || from === toIndex)
      return scene
    const pages = doc.pages.filter((p) => p.id !== pageId)
    pages.splice(toIndex, 0, moved)
    const document = renumberSpreads({ ...doc, pages })
    return { ...scene, document, pageId: document.pages[toIndex]?.id ?? pageId, selectedId: null }
  },
})
