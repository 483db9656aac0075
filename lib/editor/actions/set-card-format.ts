import type { Format } from '@/lib/shop/design-print/design/format'
import { relayDocument } from '@/lib/shop/design-print/design/reformat'
import { defineAction } from '../types'

/**
 * Re-lays a card into another format of the same shape (ADR 0080): every page scaled by one factor,
 * so texts and photos stay. One undo step; undoing it brings the old format back and the options
 * follow the document (components/editor/options/product-options.tsx).
 */
export const setCardFormat = defineAction<Format>({
  name: 'setCardFormat',
  changesDocument: true,
  perform: (scene, target) =>
    scene.document.format.key === target.key
      ? scene
      : { ...scene, document: relayDocument(scene.document, target) },
})
