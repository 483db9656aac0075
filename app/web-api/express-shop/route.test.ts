import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET } from './route'

const get = (search: string) => GET(new Request(`http://localhost:3000/web-api/express-shop${search}`))

afterEach(() => vi.useRealTimers())

describe('GET /web-api/express-shop', () => {
  it('answers the next cut-off and delivery date, cached only until the cut-off', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:30:00+01:00'), toFake: ['Date'] })
    const response = await get('?country=DE')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      available: true,
      orderBy: '2026-11-30T10:00:00.000Z',
      delivery: { from: '2026-12-01', to: '2026-12-01' },
    })
    expect(response.headers.get('cache-control')).toBe('public, max-age=1800')
  })

  it('is cached for at most an hour even when the cut-off is days away', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00+01:00'), toFake: ['Date'] })
    const response = await get('?country=AT')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('is not stored at all in the last instant before the cut-off', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:59:59.600+01:00'), toFake: ['Date'] })
    const response = await get('?country=DE')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it.each([
    ['', 'country'],
    ['?country=XX', 'country'],
    ['?country=DE&now=2020-01-01', 'now'],
  ])('refuses %s with a 400 naming the field', async (search, field) => {
    const response = await get(search)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field)
    expect(response.headers.get('cache-control')).toBeNull()
  })
})
