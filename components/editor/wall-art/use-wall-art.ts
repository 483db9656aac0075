'use client'

import { useCallback } from 'react'
import { setWallArt } from '@/lib/editor/actions/set-wall-art'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { useEditor, useEditorStore } from '../editor-context'

/** The design's wall-art spec and a setter that runs it through the editor (undo, document check). */
export function useWallArt(): [WallArtSpec, (spec: WallArtSpec) => void] {
  const store = useEditorStore()
  const spec = useEditor((s) => s.scene.document.wallArt)
  if (!spec) throw new Error('the wall-art configurator needs a wall-art document')
  const change = useCallback(
    (next: WallArtSpec) => {
      try {
        store.getState().run(setWallArt, next)
      } catch (error) {
        // The panels offer only what is made; a combination the document model still refuses
        // (a rule they do not know yet) is reported like any refused change, and nothing changes.
        if (!(error instanceof DesignDocumentError)) throw error
        store.setState({ rejected: error.issues.join('; ') || error.message })
      }
    },
    [store],
  )
  return [spec, change]
}

/** Whether a size is made in a material (the limits of format-limits, either orientation). */
export function fits(
  limits: { minSideMm: number; maxSideMm: number; maxShortSideMm: number },
  widthMm: number,
  heightMm: number,
): boolean {
  const short = Math.min(widthMm, heightMm)
  const long = Math.max(widthMm, heightMm)
  return short >= limits.minSideMm && long <= limits.maxSideMm && short <= limits.maxShortSideMm
}

/** Reads a "WxH" format in mm. */
export function readSize(format: string): { widthMm: number; heightMm: number } {
  const [w, h] = format.split('x').map(Number)
  return { widthMm: w ?? 0, heightMm: h ?? 0 }
}
