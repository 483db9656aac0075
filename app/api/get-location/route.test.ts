import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { GET } from './route'

const get = (headers: Record<string, string>, search = '') =>
  GET(new Request(`http://localhost:3000/api/get-location/${search}`, { headers }))

afterEach(() => resetEnvForTests())

describe('GET /api/get-location/', () => {
  it("hints the browser language's region, privately and varying on it", async () => {
    const response = await get({ 'accept-language': 'de-AT,de;q=0.8' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ country: 'AT', language: 'de', source: 'accept-language' })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe('Accept-Language')
  })

  it("believes the CDN's country header only behind trusted proxies", async () => {
    resetEnvForTests({ ...process.env, CDN_COUNTRY_HEADER: 'CF-IPCountry' })
    const headers = { 'cf-ipcountry': 'CH', 'accept-language': 'de-DE' }
    expect(await (await get(headers)).json()).toMatchObject({ country: 'DE', source: 'accept-language' })
    resetEnvForTests({ ...process.env, CDN_COUNTRY_HEADER: 'CF-IPCountry', TRUSTED_PROXIES: '1' })
    const response = await get(headers)
    expect(await response.json()).toMatchObject({ country: 'CH', source: 'cdn' })
    expect(response.headers.get('vary')).toBe('Accept-Language, cf-ipcountry')
  })

  it('refuses a query it does not know with a 400 naming it', async () => {
    const response = await get({}, '?country=DE')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('country')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
