import type { Background } from '@/lib/shop/design-print/design/document'
import { defineAction } from '../types'
import { currentPage, withPage } from '../scene'

/** Sets the current page's background (colour, pattern or uploaded image). */
export const setBackground = defineAction<{ background: Background }>({
  name: 'setBackground',
  changesDocument: true,
  perform: (scene, { background }) => withPage(scene, { ...currentPage(scene), background }),
})
