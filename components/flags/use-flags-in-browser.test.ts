import { describe, expect, it } from 'vitest'
import { flagAnswerOf } from './use-flags-in-browser'

describe('flagAnswerOf', () => {
  it('takes the endpoint’s treatments and origins', () => {
    expect(
      flagAnswerOf({
        source: 'sdk',
        treatments: { kls_sticky_add_to_cart_KS142: 'on' },
        origins: { kls_sticky_add_to_cart_KS142: 'override' },
      }),
    ).toEqual({
      treatments: { kls_sticky_add_to_cart_KS142: 'on' },
      origins: { kls_sticky_add_to_cart_KS142: 'override' },
    })
  })

  it.each([
    ['nothing', null],
    ['an error answer', { error: 'x' }],
    ['an unknown treatment', { treatments: { a: 'maybe' }, origins: { a: 'sdk' } }],
    ['an unknown origin', { treatments: { a: 'on' }, origins: { a: 'cookie' } }],
    ['an answer without origins (an older server)', { treatments: { a: 'on' } }],
  ])('reads %s as no answer: the default experience', (_, json) => {
    expect(flagAnswerOf(json)).toBeNull()
  })
})
