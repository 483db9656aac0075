import { describe, expect, it } from 'vitest'
import { outcomeOf } from './upload-request'

describe('outcomeOf', () => {
  it('passes a success body on', () => {
    expect(outcomeOf(200, '{"id":"up-1"}')).toEqual({ ok: true, body: { id: 'up-1' } })
  })

  it.each([
    [
      415,
      '{"error":{"status":415,"message":"HEIC kann nicht gelesen werden"}}',
      'HEIC kann nicht gelesen werden',
    ],
    [429, '{"error":{"status":429,"message":"Quota reached"}}', 'Quota reached'],
    [500, '<html>oops</html>', ''],
    [0, '', ''],
  ])('a %i answer keeps the server’s message', (status, text, message) => {
    expect(outcomeOf(status, text)).toEqual({ ok: false, status, message })
  })
})
