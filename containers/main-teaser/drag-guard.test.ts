import { describe, expect, it } from 'vitest'
import {
  DRAG_MOVE_THRESHOLD,
  IDLE,
  move,
  press,
  release,
  suppressesClick,
  type DragState,
} from './drag-guard'

const moves = (state: DragState, count: number) =>
  Array.from({ length: count }).reduce<DragState>((s) => move(s), state)

describe('drag guard', () => {
  it.each([
    [0, false],
    [1, false],
    [10, false],
    [11, true],
    [40, true],
  ])('a press with %s moves suppresses the click: %s', (count, expected) => {
    expect(suppressesClick(release(moves(press(), count), false))).toBe(expected)
  })

  it('uses the spec threshold of 10 moves', () => {
    expect(DRAG_MOVE_THRESHOLD).toBe(10)
  })

  it('counts moves only while pressed', () => {
    expect(moves(IDLE, 50)).toEqual(IDLE)
    expect(suppressesClick(moves(IDLE, 50))).toBe(false)
  })

  it('starts counting afresh with every press', () => {
    const dragged = release(moves(press(), 20), false)
    expect(suppressesClick(dragged)).toBe(true)
    expect(suppressesClick(release(moves(press(), 2), false))).toBe(false)
  })

  it('suppresses the click after a recognised swipe, whatever the move count', () => {
    expect(suppressesClick(release(moves(press(), 3), true))).toBe(true)
  })

  it('never suppresses while the button is still down', () => {
    expect(suppressesClick(moves(press(), 20))).toBe(false)
  })
})
