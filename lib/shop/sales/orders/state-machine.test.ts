import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from '@/lib/model/orders'
import { assertTransition, canTransition, isFinal, type OrderActor } from './state-machine'

describe('order state machine', () => {
  it.each<[OrderStatus, OrderStatus, OrderActor, boolean]>([
    ['placed', 'paid', 'staff', true],
    ['placed', 'in_production', 'staff', true],
    ['paid', 'in_production', 'staff', true],
    ['in_production', 'shipped', 'staff', true],
    ['shipped', 'delivered', 'system', true],
    ['placed', 'cancelled', 'customer', true],
    ['paid', 'cancelled', 'customer', true],
    ['in_production', 'cancelled', 'customer', false],
    ['in_production', 'cancelled', 'staff', true],
    ['shipped', 'cancelled', 'staff', false],
    ['placed', 'shipped', 'staff', false],
    ['delivered', 'placed', 'staff', false],
    ['cancelled', 'paid', 'staff', false],
    ['placed', 'paid', 'customer', false],
    ['paid', 'placed', 'staff', false],
  ])('%s → %s by %s: %s', (from, to, actor, allowed) => {
    expect(canTransition(from, to, actor)).toBe(allowed)
  })

  it('never allows staying in place or leaving a final state', () => {
    for (const status of ORDER_STATUSES) {
      expect(canTransition(status, status, 'staff')).toBe(false)
      if (isFinal(status)) {
        for (const to of ORDER_STATUSES) expect(canTransition(status, to, 'staff')).toBe(false)
      }
    }
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['delivered', 'cancelled'])
  })

  it('explains a refused customer cancellation with a 409', () => {
    expect(() => assertTransition('in_production', 'cancelled', 'customer')).toThrow(/production has already/)
    try {
      assertTransition('shipped', 'paid', 'staff')
    } catch (error) {
      expect(error).toMatchObject({ status: 409, options: { field: 'status' } })
    }
  })
})
