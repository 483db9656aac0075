import { describe, expect, it } from 'vitest'
import { isHorizontalDrag, swipeDirection, SWIPE_THRESHOLD_PX } from './swipe'

const from = { x: 300, y: 200 }
const to = (dx: number, dy = 0) => ({ x: from.x + dx, y: from.y + dy })

describe('swipe recognition', () => {
  it.each([
    [-120, 0, 'next'],
    [120, 0, 'prev'],
    [-51, 0, 'next'],
    [-50, 0, null],
    [40, 0, null],
    [0, 0, null],
    [-90, 29, 'next'],
    [-90, 30, null],
    [90, -30, null],
    [0, -200, null],
  ])('a drag by (%s, %s) is %s', (dx, dy, expected) => {
    expect(swipeDirection(from, to(dx, dy))).toBe(expected)
  })

  it('treats a drag as horizontal only beyond three times its vertical distance', () => {
    expect(isHorizontalDrag(31, 10)).toBe(true)
    expect(isHorizontalDrag(30, 10)).toBe(false)
    expect(isHorizontalDrag(-31, -10)).toBe(true)
    expect(isHorizontalDrag(1, 0)).toBe(true)
  })

  it('uses the spec threshold', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50)
  })
})
