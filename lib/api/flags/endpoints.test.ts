import { afterAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/web-api/feature-flags/route'
import { destroyFlagClient } from '@/lib/flags/sdk-server'

const VISITOR = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

const get = (query: string, headers: Record<string, string> = {}) =>
  GET(
    new Request(`http://localhost:3000/web-api/feature-flags${query}`, {
      headers: { 'user-agent': CHROME, ...headers },
    }),
  )

async function untilReady(query: string, headers: Record<string, string>) {
  for (let i = 0; i < 40; i++) {
    const body = await (await get(query, headers)).json()
    if (body.source !== 'not-ready') return body
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('flag client never became ready')
}

afterAll(() => destroyFlagClient())

describe('/web-api/feature-flags', () => {
  it('answers the visitor’s treatments for the channel from the localhost flags file', async () => {
    const body = await untilReady('', { cookie: `traffic_id=${VISITOR}` })
    expect(body).toEqual({
      source: 'sdk',
      treatments: { kls_sticky_add_to_cart_KS142: 'on', kls_home_teaser_test_KS187: 'off' },
      // Where each came from, for the flag store a page rendered for everyone writes (ADR 0112).
      origins: { kls_sticky_add_to_cart_KS142: 'sdk', kls_home_teaser_test_KS187: 'sdk' },
    })
    const poster = await untilReady('?names[]=voll_star_rating_calendar_VP320', {
      cookie: `traffic_id=${VISITOR}`,
      channel: 'poster',
    })
    expect(poster.treatments).toEqual({ voll_star_rating_calendar_VP320: 'on' })
  })

  it('gives crawlers and keyless visitors the default experience', async () => {
    const crawler = await (
      await get('', { 'user-agent': 'Googlebot/2.1', cookie: `traffic_id=${VISITOR}` })
    ).json()
    expect(crawler).toMatchObject({
      source: 'crawler',
      treatments: { kls_sticky_add_to_cart_KS142: 'control' },
    })
    expect(await (await get('')).json()).toMatchObject({ source: 'no-key' })
    // The visitor key is a credential, never the traffic key (ADR 0050).
    const keyOnly = await get('', { cookie: `visitor_key=${VISITOR}` })
    expect(await keyOnly.json()).toMatchObject({ source: 'no-key' })
  })

  it('applies the session overrides', async () => {
    const overrides = encodeURIComponent(
      JSON.stringify({ disabled: false, debug: false, forced: { kls_sticky_add_to_cart_KS142: 'off' } }),
    )
    const body = await untilReady('', { cookie: `traffic_id=${VISITOR}; flag_overrides=${overrides}` })
    expect(body.treatments.kls_sticky_add_to_cart_KS142).toBe('off')
    expect(body.origins.kls_sticky_add_to_cart_KS142).toBe('override')
  })

  it.each([
    ['?names[]=unknown_flag', 'names'],
    ['?extra=1', 'extra'],
    [`?${'names[]=kls_sticky_add_to_cart_KS142&'.repeat(20)}`, 'names'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(field)
  })
})
