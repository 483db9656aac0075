'use client'

import { useEffect, useState } from 'react'

/** Loads an image for Konva; undefined until loaded (and after an error, so a placeholder stays). */
export function useImage(src: string | undefined): HTMLImageElement | undefined {
  const [loaded, setLoaded] = useState<{ src: string; image: HTMLImageElement } | undefined>()
  useEffect(() => {
    if (!src) return
    const image = new window.Image()
    image.onload = () => setLoaded({ src, image })
    image.src = src
    return () => {
      image.onload = null
    }
  }, [src])
  return loaded && loaded.src === src ? loaded.image : undefined
}
