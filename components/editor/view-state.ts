'use client'

import { useState } from 'react'

/** How the canvas is looked at (not part of the document, never saved, never undone). */
export interface ViewState {
  zoom: number
  guides: boolean
  /** The text layer being typed into on the canvas, if any. */
  editingTextId: string | null
}

export const MIN_ZOOM = 0.5
export const MAX_ZOOM = 4

export const clampZoom = (zoom: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100))

export function useViewState() {
  const [view, setView] = useState<ViewState>({ zoom: 1, guides: true, editingTextId: null })
  return {
    view,
    setZoom: (zoom: number) => setView((v) => ({ ...v, zoom: clampZoom(zoom) })),
    toggleGuides: () => setView((v) => ({ ...v, guides: !v.guides })),
    setEditingText: (editingTextId: string | null) => setView((v) => ({ ...v, editingTextId })),
  }
}
export type ViewControls = ReturnType<typeof useViewState>
