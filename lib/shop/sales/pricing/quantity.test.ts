import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PricingError } from './errors'
import {
  assertQuantityStep,
  extraCards,
  guestListQuantity,
  quantityStepsForGuests,
  DEFAULT_QUANTITY,
  isQuantityStep,
  nearestQuantityStep,
  QUANTITY_STEPS,
} from './quantity'

describe('QUANTITY_STEPS (spec section 9)', () => {
  it('starts 1, 5 (+4), then +5', () => {
    expect(QUANTITY_STEPS.slice(0, 12)).toEqual([1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])
  })

  it.each([
    // [step, the step after it]: each boundary is a step and the increment changes after it
    [5, 10],
    [245, 250],
    [250, 260],
    [990, 1000],
    [1000, 1100],
    [2900, 3000],
    [3000, 3250],
    [4750, 5000],
  ])('%i is followed by %i', (step, next) => {
    const index = QUANTITY_STEPS.indexOf(step)
    expect(index).toBeGreaterThanOrEqual(0)
    expect(QUANTITY_STEPS[index + 1]).toBe(next)
  })

  it('ends at 5000 with 154 steps, strictly increasing', () => {
    expect(QUANTITY_STEPS.at(-1)).toBe(5000)
    expect(QUANTITY_STEPS).toHaveLength(2 + 48 + 1 + 75 + 20 + 8)
    QUANTITY_STEPS.forEach((step, i) => i > 0 && expect(step).toBeGreaterThan(QUANTITY_STEPS[i - 1] ?? 0))
  })

  it('defaults to the 11th entry, 50', () => {
    expect(DEFAULT_QUANTITY).toBe(QUANTITY_STEPS[10])
    expect(DEFAULT_QUANTITY).toBe(50)
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(QUANTITY_STEPS)).toBe(true)
  })
})

describe('isQuantityStep', () => {
  it.each([1, 5, 10, 250, 260, 1000, 1100, 3000, 3250, 5000])('accepts %i', (n) => {
    expect(isQuantityStep(n)).toBe(true)
  })
  it.each([0, 2, 4, 6, 255, 1010, 3100, 5250, -5, 10.5, Number.NaN])('rejects %d', (n) => {
    expect(isQuantityStep(n)).toBe(false)
  })
})

describe('nearestQuantityStep', () => {
  it.each([
    [-3, 1],
    [0, 1],
    [2, 1],
    [3, 5], // tie between 1 and 5 goes up
    [7, 5],
    [8, 10],
    [252, 250],
    [255, 260], // tie goes up
    [1049, 1000],
    [1050, 1100],
    [3124, 3000],
    [3125, 3250],
    [9999, 5000],
    [12.4, 10],
  ])('%d → %i', (n, step) => {
    expect(nearestQuantityStep(n)).toBe(step)
  })

  it('refuses non-finite numbers with a PricingError', () => {
    expect(() => nearestQuantityStep(Number.POSITIVE_INFINITY)).toThrow(PricingError)
  })

  it('returns a step no other step is closer to', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 6000, noNaN: true }), (n) => {
        const nearest = nearestQuantityStep(n)
        expect(isQuantityStep(nearest)).toBe(true)
        for (const step of QUANTITY_STEPS)
          expect(Math.abs(step - n)).toBeGreaterThanOrEqual(Math.abs(nearest - n))
      }),
    )
  })
})

describe('assertQuantityStep', () => {
  it('names the field and suggests the nearest step', () => {
    const error = (() => {
      try {
        assertQuantityStep(12, 'lines.0.quantity')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(PricingError)
    expect(error).toMatchObject({ field: 'lines.0.quantity', code: 'not_a_quantity_step' })
    expect((error as Error).message).toContain('nearest is 10')
  })
})

describe('guestListQuantity (ADR 0081)', () => {
  it('is the smallest step that holds the guests and the extras asked for', () => {
    expect(guestListQuantity(30)).toBe(30)
    expect(guestListQuantity(30, 5)).toBe(35)
    expect(guestListQuantity(31)).toBe(35)
    expect(guestListQuantity(3)).toBe(5)
    expect(guestListQuantity(5001)).toBeNull()
  })

  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [5, 5],
    [6, 10],
    [251, 260],
    [1001, 1100],
    [4999, 5000],
    [5000, 5000],
  ])('%i guests → %i cards', (guests, quantity) => {
    expect(guestListQuantity(guests)).toBe(quantity)
  })

  it('names the extras and the steps a guest list may be bought in', () => {
    expect(extraCards(35, 31)).toBe(4)
    expect(extraCards(20, 31)).toBe(0)
    expect(quantityStepsForGuests(31)[0]).toBe(35)
    expect(quantityStepsForGuests(null)).toBe(QUANTITY_STEPS)
  })
})
