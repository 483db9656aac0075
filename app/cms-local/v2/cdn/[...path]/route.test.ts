import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { GET } from './route'

const base = 'http://localhost:3000/cms-local/v2/cdn'

afterEach(() => resetEnvForTests())

describe('GET /cms-local/v2/cdn/[...path]', () => {
  it('answers like Storyblok from the local store', async () => {
    resetEnvForTests({ NODE_ENV: 'test' })
    const response = GET(new Request(`${base}/stories/poster/home?token=local-public-token&language=en-us`))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ story: { full_slug: 'en-us/poster/home', lang: 'en-us' } })

    // content/card holds 21 published stories (home, legal and service pages, occasions, magazine,
    // catalogue pages, the voucher page, the newsletter confirmation and a campaign).
    const list = GET(new Request(`${base}/stories?token=local-public-token&starts_with=card/&per_page=2`))
    expect(list.headers.get('total')).toBe('21')
    expect(list.headers.get('per-page')).toBe('2')
    expect(GET(new Request(`${base}/stories?token=local-public-token&version=draft`)).status).toBe(401)
  })

  it('is off while a real Storyblok space is configured', () => {
    resetEnvForTests({ NODE_ENV: 'test', STORYBLOK_TOKEN: 'real-token' })
    expect(GET(new Request(`${base}/stories?token=local-preview-token`)).status).toBe(404)
  })
})
