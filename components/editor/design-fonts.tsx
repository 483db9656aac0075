'use client'

import { startTransition, useEffect, useState } from 'react'
import { fontFaceCss } from '@/lib/editor/font-faces'
import type { FontSpec } from '@/lib/shop/design-print/design/document'

const CSS = fontFaceCss()

/** The @font-face rules of all design fonts; the browser downloads a file only when a face is used. */
export function DesignFontFaces() {
  return <style>{CSS}</style>
}

/** Loads every face the document uses; settles when all have loaded or failed (the browser dedupes). */
export function loadDesignFonts(fonts: readonly FontSpec[]): Promise<unknown> {
  const requests = fonts.flatMap((f) =>
    f.weights.flatMap((w) => [
      document.fonts.load(`${w} 16px "${f.family}"`),
      ...(f.italic ? [document.fonts.load(`italic ${w} 16px "${f.family}"`)] : []),
    ]),
  )
  return Promise.allSettled(requests)
}

/**
 * A counter that goes up whenever the faces the document uses have finished loading, so the canvas
 * re-measures its text (Konva measures once, with whatever font was there at that moment).
 */
export function useFontsReady(fonts: readonly FontSpec[]): number {
  const [loaded, setLoaded] = useState(0)
  const key = fonts.map((f) => `${f.family}:${f.weights.join(',')}:${f.italic}`).join('|')
  useEffect(() => {
    let live = true
    loadDesignFonts(fonts).then(() => {
      // A transition: the canvas (re)builds its text nodes in slices React can yield between (ADR 0036).
      if (live) startTransition(() => setLoaded((n) => n + 1))
    })
    return () => {
      live = false
    }
    // The key stands for the font list; the array itself is a new object after every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return loaded
}
