import {
  applyCalendarFill,
  planCalendarFill,
  type AutoFillPhoto,
} from '@/lib/shop/design-print/design/auto-fill'
import { defineAction } from '../types'

/**
 * "Mit meinen Fotos füllen": the shopper's photos laid across the cover and the months in one step
 * (one undo takes it all back). The plan (auto-fill.ts) keeps a photo taken in a month for that month
 * and uses each photo once; slots already filled are filled afresh, so pressing it again after more
 * uploads spreads the whole set.
 */
export const fillCalendar = defineAction<{ photos: AutoFillPhoto[] }>({
  name: 'fillCalendar',
  changesDocument: true,
  perform: (scene, { photos }) => {
    if (!scene.document.calendar || photos.length === 0) return scene
    const plan = planCalendarFill(photos, scene.document)
    if (plan.slots.length === 0) return scene
    return { ...scene, document: applyCalendarFill(scene.document, plan, photos), selectedId: null }
  },
})
