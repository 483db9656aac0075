import { addPrints } from '@/lib/shop/design-print/design/photobox'
import { defineAction } from '../types'

/**
 * Uploads become prints of the box (ADR 0075), each at the print size in its photo's orientation and
 * cropped to cover it, added after the prints there are; beyond the largest box of the format the
 * rest are left out (the panel says how many the box holds).
 */
export const addBoxPrints = defineAction<{ uploads: { id: string; widthPx: number; heightPx: number }[] }>({
  name: 'addBoxPrints',
  changesDocument: true,
  perform: (scene, { uploads }, ctx) => {
    const photos = uploads.map((upload) => ({
      pageId: ctx.newId('print'),
      photo: { assetId: upload.id, widthPx: upload.widthPx, heightPx: upload.heightPx },
    }))
    const document = addPrints(scene.document, photos)
    return document === scene.document ? scene : { ...scene, document }
  },
})
