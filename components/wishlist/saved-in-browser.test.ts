import { describe, expect, it } from 'vitest'
import { savedIdsOf } from './saved-in-browser'

describe('savedIdsOf', () => {
  it('reads the ids of /web-api/wishlist’s designs', () => {
    expect([...savedIdsOf({ designs: [{ id: 3, name: 'a' }, { id: 10031 }] })]).toEqual([3, 10031])
  })

  it.each([[null], [{}], [{ designs: 'x' }], [{ designs: [{ id: '3' }, null, { id: 1.5 }] }]])(
    'reads %j as nothing saved',
    (json) => {
      expect(savedIdsOf(json).size).toBe(0)
    },
  )
})
