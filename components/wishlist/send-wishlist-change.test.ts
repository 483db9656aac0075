import { describe, expect, it } from 'vitest'
import { answerOf } from './send-wishlist-change'

describe('answerOf', () => {
  it('reads the design’s state from a success', () => {
    expect(answerOf(true, { designId: 3, saved: true, count: 1 })).toEqual({ ok: true, saved: true })
    expect(answerOf(true, { designId: 3, saved: false, count: 0 })).toEqual({ ok: true, saved: false })
  })

  it('shows a keyed refusal’s sentence as the server wrote it', () => {
    const error = {
      status: 404,
      key: 'wishlist.unknown-design',
      message: 'Dieses Design gibt es nicht (mehr).',
    }
    expect(answerOf(false, { error })).toEqual({ ok: false, message: error.message })
  })

  it.each([
    ['a server error', false, { error: { status: 500, message: 'Something went wrong on our side.' } }],
    [
      'the proxy’s refusal',
      false,
      { error: { status: 403, message: 'This request came from another website' } },
    ],
    ['no JSON', false, null],
    ['a success that is not the endpoint’s', true, { ok: 1 }],
  ])('has no sentence of its own for %s', (_label, ok, json) => {
    expect(answerOf(ok, json)).toEqual({ ok: false, message: null })
  })
})
