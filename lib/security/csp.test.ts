import { describe, expect, it } from 'vitest'
import { API_CSP, contentSecurityPolicy, createNonce } from './csp'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('pins scripts to the nonce with strict-dynamic on rendered pages', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123' }))
    expect(csp.get('script-src')?.slice(0, 3)).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"])
    expect(csp.get('script-src')?.[3]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
  })

  it('allows no foreign script on prerendered pages', () => {
    const csp = directives(contentSecurityPolicy({}))
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
  })

  it('lets the CMS editor frame the page only in draft mode', () => {
    expect(directives(contentSecurityPolicy({ draft: true })).get('frame-ancestors')).toEqual([
      "'self'",
      'https://app.storyblok.com',
    ])
  })

  it('opens connect-src to the flag provider only when a key is configured', () => {
    expect(directives(contentSecurityPolicy({})).get('connect-src')).toEqual(["'self'"])
    expect(directives(contentSecurityPolicy({ flagProvider: true })).get('connect-src')).toContain(
      'https://sdk.split.io',
    )
  })

  it('gives API responses a policy that loads nothing', () => {
    expect(API_CSP).toContain("default-src 'none'")
    expect(API_CSP).toContain("frame-ancestors 'none'")
  })

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(createNonce()).not.toBe(a)
  })
})
