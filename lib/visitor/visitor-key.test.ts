import { describe, expect, it } from 'vitest'
import { parseVisitorKey, visitorCookieOptions, visitorKeyCookieOptions } from './visitor-key'

describe('visitor key', () => {
  it('accepts a UUID and lower-cases it', () => {
    expect(parseVisitorKey('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    )
  })

  it.each([undefined, null, '', 'abc', '3f2504e0-4f89-41d3-9a0c-0305e82c330', "' OR 1=1 --"])(
    'ignores %j',
    (value) => {
      expect(parseVisitorKey(value)).toBeNull()
    },
  )

  it('is a credential: HTTP-only, secure by configuration', () => {
    expect(visitorKeyCookieOptions(true)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax' })
    expect(visitorKeyCookieOptions(false).secure).toBe(false)
  })

  it('leaves the cookies the browser reads (traffic id, counts) readable', () => {
    expect(visitorCookieOptions(true)).toMatchObject({ httpOnly: false, secure: true, sameSite: 'lax' })
  })
})
