'use client'

import { useState, type DragEvent } from 'react'

/**
 * Dragging photos between the tray, the page strip and the canvas: the source travels in the drag's
 * data under a type of our own, so a file dragged in from the desktop or text from another page is
 * never mistaken for it. On phones there is no drag: the tray's tap-to-pick does the same (photo-tray).
 */
export type PhotoDragSource =
  | { kind: 'upload'; uploadId: string }
  | { kind: 'slot'; pageId: string; layerId: string }
  | { kind: 'page'; pageId: string }

const TYPE = 'application/x-editor-photo'
const ID = /^[A-Za-z0-9_-]{1,64}$/

export function photoDragProps(source: PhotoDragSource) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(TYPE, JSON.stringify(source))
      event.dataTransfer.effectAllowed = 'move'
    },
  }
}

/** The source of a drop, or null for anything that is not one of ours (checked, not trusted). */
export function readPhotoDrag(data: Pick<DataTransfer, 'getData'>): PhotoDragSource | null {
  let value: unknown
  try {
    value = JSON.parse(data.getData(TYPE))
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const id = (key: string) => typeof v[key] === 'string' && ID.test(v[key])
  if (v.kind === 'upload' && id('uploadId')) return { kind: 'upload', uploadId: v.uploadId as string }
  if (v.kind === 'slot' && id('pageId') && id('layerId'))
    return { kind: 'slot', pageId: v.pageId as string, layerId: v.layerId as string }
  if (v.kind === 'page' && id('pageId')) return { kind: 'page', pageId: v.pageId as string }
  return null
}

/** Drop-target props and whether a drag of ours is over the target (for its highlight). */
export function usePhotoDrop(onDrop: ((source: PhotoDragSource) => void) | undefined) {
  const [over, setOver] = useState(false)
  if (!onDrop) return { over: false, props: {} }
  return {
    over,
    props: {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes(TYPE)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(true)
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false)
        const source = readPhotoDrag(event.dataTransfer)
        if (!source) return
        event.preventDefault()
        onDrop(source)
      },
    },
  }
}
