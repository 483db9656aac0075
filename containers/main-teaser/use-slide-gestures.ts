'use client'

import { useMemo, useRef, type MouseEvent, type PointerEvent } from 'react'
import { IDLE, move, press, release, suppressesClick, type DragState } from './drag-guard'
import { swipeDirection, type Point, type SwipeDirection } from './swipe'

/**
 * Pointer handling of the slides: a horizontal swipe beyond 50 px moves the carousel, and the click
 * that ends a drag (more than 10 moves, or a swipe) does not follow the slide's link.
 */
export function useSlideGestures(onSwipe: (direction: SwipeDirection) => void) {
  const drag = useRef<DragState>(IDLE)
  const start = useRef<Point | null>(null)

  return useMemo(() => {
    const cancel = () => {
      start.current = null
      drag.current = release(drag.current, false)
    }
    return {
      onPointerDown: (event: PointerEvent) => {
        if (!event.isPrimary || event.button !== 0) return
        start.current = { x: event.clientX, y: event.clientY }
        drag.current = press()
      },
      onPointerMove: () => {
        drag.current = move(drag.current)
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current
        if (!from) return
        start.current = null
        const direction = swipeDirection(from, { x: event.clientX, y: event.clientY })
        drag.current = release(drag.current, direction !== null)
        if (direction) onSwipe(direction)
      },
      // The browser took over (scrolling on touch screens): no swipe and no click follow.
      onPointerCancel: cancel,
      onClickCapture: (event: MouseEvent) => {
        // detail 0: a click from the keyboard (Enter on the link), never a drag.
        if (event.detail === 0 || !suppressesClick(drag.current)) return
        drag.current = IDLE
        event.preventDefault()
        event.stopPropagation()
      },
    }
  }, [onSwipe])
}
