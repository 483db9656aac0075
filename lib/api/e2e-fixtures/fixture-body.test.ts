import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fixtureBody } from './fixture-body'

const schema = z.strictObject({ number: z.string().min(1) })
const post = (body: string) => new Request('http://shop.test/fixture', { method: 'POST', body })

describe('fixtureBody', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('answers 404 unless the server runs with E2E_FIXTURES=1', async () => {
    vi.stubEnv('E2E_FIXTURES', '')
    const answer = await fixtureBody(post('{"number":"KS-1"}'), schema, 'number missing')
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(404)
  })

  it('answers 400 with the message for a body that is no JSON or not the schema', async () => {
    vi.stubEnv('E2E_FIXTURES', '1')
    for (const body of ['not json', '{"number":""}', '{"number":"KS-1","extra":1}']) {
      const answer = await fixtureBody(post(body), schema, 'number missing')
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(400)
      expect(await (answer as Response).json()).toEqual({ error: 'number missing' })
    }
  })

  it('returns the parsed body', async () => {
    vi.stubEnv('E2E_FIXTURES', '1')
    expect(await fixtureBody(post('{"number":"KS-1"}'), schema, 'number missing')).toEqual({ number: 'KS-1' })
  })
})
