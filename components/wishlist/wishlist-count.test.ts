import { describe, expect, it } from 'vitest'
import { readWishlistCount } from './wishlist-count'

describe('readWishlistCount', () => {
  it.each([
    ['wishlist_count=3', 3],
    ['a=1; wishlist_count=12; b=2', 12],
    ['', 0],
    ['wishlist_count=-1', 0],
    ['wishlist_count=abc', 0],
    ['wishlist_count=1.5', 0],
    ['my_wishlist_count=4', 0],
  ])('%s → %i', (header, count) => expect(readWishlistCount(header)).toBe(count))
})
