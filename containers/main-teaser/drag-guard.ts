/**
 * Click suppression on link slides (spec section 2): a press during which the pointer moved more
 * than 10 times was a drag, not a click, so the link must not navigate. Counting moves instead of
 * pixels matches the spec and keeps a trembling hand's click a click.
 *
 * A recognised swipe suppresses the click too: a fast mouse swipe can cover 50 px in fewer than
 * 10 move events, and a visitor who swiped wanted the next slide, not the link.
 */

export const DRAG_MOVE_THRESHOLD = 10

export interface DragState {
  pressed: boolean
  moves: number
  swiped: boolean
}

export const IDLE: DragState = { pressed: false, moves: 0, swiped: false }

export function press(): DragState {
  return { pressed: true, moves: 0, swiped: false }
}

/** Moves count only while pressed: hovering over a slide is not dragging it. */
export function move(state: DragState): DragState {
  return state.pressed ? { ...state, moves: state.moves + 1 } : state
}

export function release(state: DragState, swiped: boolean): DragState {
  return { pressed: false, moves: state.moves, swiped }
}

export function suppressesClick(state: DragState): boolean {
  return !state.pressed && (state.moves > DRAG_MOVE_THRESHOLD || state.swiped)
}
