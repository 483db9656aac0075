import { defineAction } from '../types'

/** Switches the page the canvas shows; the selection belongs to a page, so it is cleared. */
export const selectPage = defineAction<{ pageId: string }>({
  name: 'selectPage',
  changesDocument: false,
  perform: (scene, { pageId }) =>
    scene.document.pages.some((p) => p.id === pageId) ? { ...scene, pageId, selectedId: null } : scene,
})
