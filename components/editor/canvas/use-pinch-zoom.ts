'use client'

import type Konva from 'konva'
import { useRef } from 'react'

/** Two-finger pinch on the stage scales the zoom by the change in finger distance. */
export function usePinchZoom(zoom: number, setZoom: (zoom: number) => void) {
  const last = useRef<number | null>(null)
  return {
    onTouchMove: (e: Konva.KonvaEventObject<TouchEvent>) => {
      const [a, b] = [e.evt.touches[0], e.evt.touches[1]]
      if (!a || !b) return
      e.evt.preventDefault()
      const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY)
      if (last.current) setZoom(zoom * (distance / last.current))
      last.current = distance
    },
    onTouchEnd: () => {
      last.current = null
    },
  }
}
