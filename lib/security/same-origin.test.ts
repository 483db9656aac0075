import { describe, expect, it } from 'vitest'
import { checkRequestOrigin } from './same-origin'

const SITES = ['http://localhost:3000', 'https://www.kartenstudio.de']

describe('checkRequestOrigin', () => {
  it.each([
    ['GET without origin', 'GET', null, 'localhost:3000', true],
    ['HEAD from elsewhere', 'HEAD', 'https://evil.example', 'localhost:3000', true],
    ['POST from the same host', 'POST', 'http://localhost:3000', 'localhost:3000', true],
    ['POST host compare ignores case', 'POST', 'http://LOCALHOST:3000', 'localhost:3000', true],
    [
      'POST from a configured site URL behind a proxy',
      'POST',
      'https://www.kartenstudio.de',
      'app:8080',
      true,
    ],
    ['POST from a foreign site', 'POST', 'https://evil.example', 'localhost:3000', false],
    ['POST from a look-alike host', 'POST', 'http://localhost:3000.evil.example', 'localhost:3000', false],
    ['POST from another port', 'POST', 'http://localhost:4000', 'localhost:3000', false],
    ['POST with null origin', 'POST', 'null', 'localhost:3000', false],
    ['POST without origin', 'POST', null, 'localhost:3000', false],
    ['DELETE with an empty origin', 'DELETE', '  ', 'localhost:3000', false],
    ['PUT with a non-http origin', 'PUT', 'file://localhost:3000', 'localhost:3000', false],
    ['PATCH with garbage', 'PATCH', 'not a url', 'localhost:3000', false],
    ['POST with a site URL scheme mismatch', 'POST', 'http://www.kartenstudio.de', 'app:8080', false],
  ])('%s', (_name, method, origin, host, ok) => {
    expect(checkRequestOrigin({ method, origin, host, scheme: 'http', siteOrigins: SITES }).ok).toBe(ok)
  })

  it.each<[string, string, 'http' | 'https', boolean]>([
    ['the HTTPS shop from its own HTTPS page', 'https://shop.example', 'https', true],
    ['the HTTPS shop from the plain-HTTP side of its host', 'http://shop.example', 'https', false],
    ['the plain-HTTP shop from an HTTPS page of its host', 'https://shop.example', 'http', false],
  ])('compares the scheme too: %s', (_name, origin, scheme, ok) => {
    expect(
      checkRequestOrigin({ method: 'POST', origin, host: 'shop.example', scheme, siteOrigins: [] }).ok,
    ).toBe(ok)
  })

  it('names the reason', () => {
    expect(
      checkRequestOrigin({ method: 'POST', origin: null, host: 'a', scheme: 'http', siteOrigins: [] }),
    ).toEqual({
      ok: false,
      reason: 'missing',
    })
    expect(
      checkRequestOrigin({ method: 'POST', origin: 'null', host: 'a', scheme: 'http', siteOrigins: [] }),
    ).toEqual({
      ok: false,
      reason: 'null',
    })
  })
})
