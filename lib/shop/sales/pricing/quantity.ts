import { PricingError } from './errors'

/**
 * Spec section 9: "Quantity steps up to 5000: increments of 4 up to 5, 5 up to 250, 10 up to 1000,
 * 100 up to 3000, 250 up to 5000. Default is the 11th entry." Read as: the list starts at 1, adds 4
 * until 5 (so 1, 5), then 5 until 250 (10, 15, …, 250), 10 until 1000 (260, …, 1000), 100 until
 * 3000 (1100, …, 3000) and 250 until 5000 (3250, …, 5000). Each segment starts from the previous
 * segment's end, so every boundary (5, 250, 1000, 3000) is itself a step. 154 steps in all.
 */
const SEGMENTS = [
  { increment: 4, upTo: 5 },
  { increment: 5, upTo: 250 },
  { increment: 10, upTo: 1000 },
  { increment: 100, upTo: 3000 },
  { increment: 250, upTo: 5000 },
] as const

function buildSteps(): number[] {
  const steps = [1]
  let current = 1
  for (const { increment, upTo } of SEGMENTS) {
    while (current + increment <= upTo) {
      current += increment
      steps.push(current)
    }
  }
  return steps
}

export const QUANTITY_STEPS: readonly number[] = Object.freeze(buildSteps())
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 5000
/** "The 11th entry" counted from one, i.e. index 10: 50 pieces. */
export const DEFAULT_QUANTITY: number = QUANTITY_STEPS[10] ?? MIN_QUANTITY

const STEP_SET: ReadonlySet<number> = new Set(QUANTITY_STEPS)

export function isQuantityStep(quantity: number): boolean {
  return STEP_SET.has(quantity)
}

/**
 * The step closest to `quantity`, for "did you mean" messages and for snapping a typed-in number.
 * Values outside the range clamp to 1 or 5000. A tie goes to the larger step, so nobody who asked for
 * 3 invitations is offered 1.
 */
export function nearestQuantityStep(quantity: number): number {
  if (!Number.isFinite(quantity)) {
    throw new PricingError('quantity', `Quantity must be a finite number, got ${quantity}`, 'invalid_input')
  }
  let low = 0
  let high = QUANTITY_STEPS.length - 1
  // Binary search for the first step >= quantity; the answer is it or the step before it.
  while (low < high) {
    const mid = (low + high) >> 1
    if ((QUANTITY_STEPS[mid] ?? MAX_QUANTITY) < quantity) low = mid + 1
    else high = mid
  }
  const above = QUANTITY_STEPS[low] ?? MAX_QUANTITY
  const below = QUANTITY_STEPS[low - 1]
  if (below === undefined || above <= quantity) return above
  return quantity - below < above - quantity ? below : above
}

/** Throws a PricingError naming `field` unless `quantity` is a step; the message suggests one. */
export function assertQuantityStep(quantity: number, field = 'quantity'): void {
  if (isQuantityStep(quantity)) return
  const hint = Number.isFinite(quantity) ? `; the nearest is ${nearestQuantityStep(quantity)}` : ''
  throw new PricingError(
    field,
    `Quantity ${quantity} is not an orderable step (1, 5, 10, 15, … up to ${MAX_QUANTITY})${hint}`,
    'not_a_quantity_step',
  )
}

/**
 * The quantity rule with a guest list (ADR 0081): every guest gets a card, and the shopper may ask for
 * extra cards without names. The paid quantity is a step, so it is the smallest step that holds the
 * guests and the extras asked for; what the step adds on top is printed as more cards without names
 * (31 guests → 35 cards: 31 with names, 4 without). Null when the list is longer than the largest step.
 */
export function guestListQuantity(guests: number, extras = 0): number | null {
  const wanted = Math.max(1, guests + Math.max(0, extras))
  if (!Number.isFinite(wanted) || wanted > MAX_QUANTITY) return null
  return QUANTITY_STEPS.find((step) => step >= wanted) ?? null
}

/** Cards without names in a paid quantity: what it holds beyond one per guest. */
export function extraCards(quantity: number, guests: number): number {
  return Math.max(0, quantity - guests)
}

/** The steps a line with `guests` guests may be bought in: those that give every guest a card. */
export function quantityStepsForGuests(guests: number | null): readonly number[] {
  return guests === null ? QUANTITY_STEPS : QUANTITY_STEPS.filter((step) => step >= guests)
}
