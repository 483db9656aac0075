import { describe, expect, it } from 'vitest'
import { cartCountHint } from './cart-count'

const KEY = '7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f'

describe('cartCountHint', () => {
  it.each([
    ['a first visit', '', { count: 0, ask: false }],
    [
      'a visitor the server last answered as empty',
      `traffic_id=${KEY}; cart_count=0`,
      { count: 0, ask: false },
    ],
    ['a cart with items', `traffic_id=${KEY}; cart_count=3`, { count: 3, ask: true }],
    ['a visitor with a traffic id but no count yet', `traffic_id=${KEY}`, { count: 0, ask: true }],
    ['a signed-in customer', `customer_key=${KEY}; cart_count=0`, { count: 0, ask: true }],
    ['a tampered count', `traffic_id=${KEY}; cart_count=-2`, { count: 0, ask: true }],
    ['a tampered count, no key', 'cart_count=lots', { count: 0, ask: false }],
    ['a look-alike name', 'my_cart_count=4', { count: 0, ask: false }],
    // A visitor key the browser can still read predates ADR 0050; the traffic id decides.
    ['a legacy readable visitor key only', `visitor_key=${KEY}; cart_count=0`, { count: 0, ask: false }],
  ])('%s', (_name, header, expected) => expect(cartCountHint(header)).toEqual(expected))
})
