/**
 * Index rules of the spec's carousels (section 4), free of any carousel library so they can be
 * table-tested. The main teaser is infinite: it wraps at both ends.
 */

export interface CarouselPosition {
  index: number
  count: number
  /** Slides moved per step; a finite carousel stops when the last group is in view. */
  slidesPerGroup?: number
  infinite: boolean
}

/** Any integer maps into 0..count-1, negative ones included (-1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((Math.trunc(index) % count) + count) % count
}

export function canPrev({ index, count, infinite }: CarouselPosition): boolean {
  if (count < 2) return false
  return infinite || index > 0
}

export function canNext({ index, count, slidesPerGroup = 1, infinite }: CarouselPosition): boolean {
  if (count < 2) return false
  return infinite || index < count - slidesPerGroup
}

/** The index after one step forward, or the same index when the carousel cannot move. */
export function nextIndex(position: CarouselPosition): number {
  const { index, count, slidesPerGroup = 1, infinite } = position
  if (!canNext(position)) return index
  return infinite ? wrapIndex(index + slidesPerGroup, count) : Math.min(index + slidesPerGroup, count - 1)
}

export function prevIndex(position: CarouselPosition): number {
  const { index, count, slidesPerGroup = 1, infinite } = position
  if (!canPrev(position)) return index
  return infinite ? wrapIndex(index - slidesPerGroup, count) : Math.max(index - slidesPerGroup, 0)
}

/**
 * The main teaser's index (spec section 4): starts at 0, follows every change of the carousel and
 * goes back to 0 when the carousel is replaced (new slides, a new instance after re-mount).
 */
export type IndexEvent = { type: 'change'; index: number; count: number } | { type: 'replace' }

export const INITIAL_INDEX = 0

export function indexReducer(index: number, event: IndexEvent): number {
  if (event.type === 'replace') return INITIAL_INDEX
  return wrapIndex(event.index, event.count)
}
