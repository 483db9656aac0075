import { afterEach, describe, expect, it, vi } from 'vitest'
import card from '@/content/card/kampagnen/hochzeitssaison-2027.json'
import poster from '@/content/poster/kampagnen/winter-wandbilder.json'
import { GET } from './route'

vi.mock('server-only', () => ({}))

/** The seeded campaigns of the local content store: the tests take their dates from the files. */
const utc = (picker: string) => new Date(`${picker.replace(' ', 'T')}:00Z`)
const cardEnd = utc(card.published.endsAt)
const posterEnd = utc(poster.published.endsAt)

const at = (instant: Date) => vi.useFakeTimers({ now: instant, toFake: ['Date'] })
const get = (headers: Record<string, string>) =>
  GET(new Request('http://localhost:3000/web-api/campaign-data', { headers }))
const body = async (response: Response) =>
  (await response.json()) as { campaign: { text: string; href: string | null; endsAt: string } | null }

afterEach(() => vi.useRealTimers())

describe('GET /web-api/campaign-data', () => {
  it("answers the brand's running campaign, cached for an hour at most", async () => {
    at(new Date(cardEnd.getTime() - 7 * 86_400_000))
    const response = await get({ channel: 'card', locale: 'de-DE' })
    expect(response.status).toBe(200)
    const { campaign } = await body(response)
    expect(campaign?.text).toMatch(/^Hochzeitssaison 2027/)
    expect(campaign?.href).toBe('/de/hochzeit/')
    expect(campaign?.endsAt).toBe(cardEnd.toISOString())
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('vary')).toBe('channel, locale, cookie')
  })

  it('is cached only until the campaign ends, and is gone from its end on', async () => {
    at(new Date(cardEnd.getTime() - 90_000))
    const before = await get({ channel: 'card', locale: 'de-DE' })
    expect((await body(before)).campaign).not.toBeNull()
    expect(before.headers.get('cache-control')).toBe('public, max-age=90')

    at(cardEnd)
    const after = await get({ channel: 'card', locale: 'de-DE' })
    expect((await body(after)).campaign).toBeNull()
  })

  it("shows each brand only its own campaign, in the shop's language", async () => {
    at(new Date(posterEnd.getTime() - 86_400_000))
    const us = await body(await get({ channel: 'poster', locale: 'en-US' }))
    expect(us.campaign?.text).toMatch(/^Winter is picture time/)
    expect(us.campaign?.href).toBe('/us/wall-decor')
    const de = await body(await get({ channel: 'poster', locale: 'de-DE' }))
    expect(de.campaign?.text).toMatch(/^Winterzeit ist Bilderzeit/)
  })

  it('refuses an unknown parameter with a 400 naming it', async () => {
    const response = await GET(new Request('http://localhost:3000/web-api/campaign-data?now=2030-01-01'))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('now')
  })
})
