import { afterEach, describe, expect, it } from 'vitest'
import { pagePolicy } from './page-policy'
import { clearPrerenderedRoutesForTests, isPrerendered, setPrerenderedRoutes } from './prerendered-routes'

const base = { draft: false, dev: false, flagProvider: false }

afterEach(() => clearPrerenderedRoutesForTests())

describe('pagePolicy', () => {
  it('gives prerendered pages the static policy and rendered pages a nonce', () => {
    setPrerenderedRoutes(['/card/de/web', '/card/de/web/impressum'])
    const home = pagePolicy({ ...base, internalPath: '/card/de/web/' })
    expect(home.nonce).toBeUndefined()
    expect(home.policy).toContain("'unsafe-inline'")
    const cart = pagePolicy({ ...base, internalPath: '/card/de/web/warenkorb/' })
    expect(cart.nonce).toBeDefined()
    expect(cart.policy).toContain(`'nonce-${cart.nonce}'`)
    expect(cart.policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('gives a shared rendering (a listing for everyone) the static policy, but never in draft mode', () => {
    setPrerenderedRoutes(['/card/de/web'])
    const listing = pagePolicy({ ...base, shared: true, internalPath: '/card/de/web/products/hochzeit' })
    expect(listing.nonce).toBeUndefined()
    expect(listing.policy).toContain("'unsafe-inline'")
    expect(listing.policy).toContain("object-src 'none'")
    expect(pagePolicy({ ...base, shared: true, draft: true, internalPath: '/x' }).nonce).toBeDefined()
  })

  it('renders draft pages per request and lets the CMS frame them', () => {
    setPrerenderedRoutes(['/card/de/web'])
    const draft = pagePolicy({ ...base, draft: true, internalPath: '/card/de/web' })
    expect(draft.nonce).toBeDefined()
    expect(draft.policy).toContain('frame-ancestors')
    expect(draft.policy).toContain('https://app.storyblok.com')
  })

  it('treats every page as prerendered while the list is unknown', () => {
    expect(isPrerendered('/card/de/web/warenkorb')).toBe(true)
    expect(pagePolicy({ ...base, internalPath: '/card/de/web/warenkorb' }).nonce).toBeUndefined()
  })

  it('ignores query strings and trailing slashes', () => {
    setPrerenderedRoutes(['/poster/us/web/alle-fotokalender/'])
    expect(isPrerendered('/poster/us/web/alle-fotokalender?x=1')).toBe(true)
  })
})
