import type { RefinementInk } from '@/lib/config/refinement-inks'

type Point = { x: number; y: number }

/** The foil's dark–light–dark stops: a sheen across the element, so the shopper sees what is foiled. */
const stops = (ink: RefinementInk) => [0, ink.preview[0], 0.5, ink.preview[1], 1, ink.preview[2]]

/**
 * Konva fill of a refined element (ADR 0082): the gradient runs diagonally across its box, from
 * `from` to `to` in the shape's own units. Spread last over the element's ordinary paint.
 */
export function foilFill(ink: RefinementInk, to: Point, from: Point = { x: 0, y: 0 }) {
  return {
    fillPriority: 'linear-gradient',
    fillLinearGradientStartPoint: from,
    fillLinearGradientEndPoint: to,
    fillLinearGradientColorStops: stops(ink),
  }
}

/** Konva stroke of a refined line or frame: the same sheen along the stroke. */
export function foilStroke(ink: RefinementInk, to: Point, from: Point = { x: 0, y: 0 }) {
  return {
    strokeLinearGradientStartPoint: from,
    strokeLinearGradientEndPoint: to,
    strokeLinearGradientColorStops: stops(ink),
  }
}
