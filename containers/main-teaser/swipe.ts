/**
 * Swipe recognition of the spec (section 5): a swipe counts only beyond 50 px horizontally, and a
 * drag is horizontal only when its horizontal distance exceeds three times the vertical one, so a
 * visitor scrolling the page past the teaser never changes its slide.
 */

export const SWIPE_THRESHOLD_PX = 50
export const HORIZONTAL_RATIO = 3

export interface Point {
  x: number
  y: number
}

export type SwipeDirection = 'next' | 'prev'

export function isHorizontalDrag(dx: number, dy: number): boolean {
  return Math.abs(dx) > HORIZONTAL_RATIO * Math.abs(dy)
}

/** Dragging content to the left shows the next slide, as on every touch carousel. */
export function swipeDirection(start: Point, end: Point): SwipeDirection | null {
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || !isHorizontalDrag(dx, dy)) return null
  return dx < 0 ? 'next' : 'prev'
}
