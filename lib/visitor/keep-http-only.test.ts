import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'
import { keepVisitorKeyHttpOnly } from './keep-http-only'

const KEY = '7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f'

function answer(cookie: string | null): string | null {
  const request = new NextRequest('http://localhost:3000/web-api/cart', {
    headers: cookie ? { cookie } : {},
  })
  const response = NextResponse.next()
  keepVisitorKeyHttpOnly(request, response, true)
  return response.headers.get('set-cookie')
}

describe('keepVisitorKeyHttpOnly', () => {
  it('writes a readable (pre-ADR 0050) visitor key back HTTP-only, same value, a year', () => {
    const cookie = answer(`visitor_key=${KEY}; cart_count=2`)
    expect(cookie).toContain(`visitor_key=${KEY}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Max-Age=31536000/i)
  })

  it.each([
    ['no visitor key', null],
    ['other cookies only', 'cart_count=2; traffic_id=' + KEY],
    ['a tampered key', 'visitor_key=abc'],
  ])('sets nothing for %s', (_, cookie) => {
    expect(answer(cookie)).toBeNull()
  })
})
