import { movePrint } from '@/lib/shop/design-print/design/photobox'
import { defineAction } from '../types'

/** One print to another place in the box (0 = first print after the lid): the order they are packed. */
export const moveBoxPrint = defineAction<{ pageId: string; toIndex: number }>({
  name: 'moveBoxPrint',
  changesDocument: true,
  perform: (scene, { pageId, toIndex }) => {
    const document = movePrint(scene.document, pageId, toIndex)
    return document === scene.document ? scene : { ...scene, document }
  },
})
