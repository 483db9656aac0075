'use client'

import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { CanvasStill } from '@/lib/editor/canvas-still'
import { loadDesignFonts } from '../design-fonts'
import { useEditorStore } from '../editor-context'
import type { CanvasProps } from './canvas-stage'
import { loadCanvasStage } from './load-canvas'
import { useCanvasWanted } from './use-canvas-wanted'
import styles from '../editor.module.css'

/**
 * Konva only loads here, in the browser, when wanted: no other page's JavaScript carries it. Its
 * modules are evaluated over several tasks (load-canvas.ts).
 */
const CanvasStage = lazy(loadCanvasStage)

/**
 * The canvas box, rendered by the server with the still of the first page in it, so the shopper sees
 * the card at first paint and nothing moves (CLS) when Konva arrives. The still sits exactly where
 * the canvas draws the page (contain in the box less 24 px each side), and goes once Konva has drawn
 * it with the real fonts; it also goes when the shopper moves to another page before that.
 */
export function CanvasFrame({
  still,
  pageId,
  ...canvas
}: Omit<CanvasProps, 'onDrawn'> & { still: CanvasStill | null; pageId: string }) {
  const wanted = useCanvasWanted()
  const store = useEditorStore()
  // The fonts download while Konva's chunk does, not after it: the stage waits for them.
  useEffect(() => {
    if (wanted) void loadDesignFonts(store.getState().scene.document.fonts)
  }, [wanted, store])
  const [drawn, setDrawn] = useState(false)
  const onDrawn = useCallback(() => setDrawn(true), [])
  const showStill = still !== null && !drawn && still.pageId === pageId && canvas.view.view.zoom === 1
  return (
    <div className={styles.canvasBox} aria-busy={!drawn}>
      {showStill && (
        // A data: URL drawn by the server; next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.canvasStill}
          src={still.src}
          width={still.width}
          height={still.height}
          alt={canvas.label}
          fetchPriority="high"
          decoding="sync"
        />
      )}
      {wanted && (
        <Suspense fallback={null}>
          <CanvasStage {...canvas} onDrawn={onDrawn} />
        </Suspense>
      )}
    </div>
  )
}
