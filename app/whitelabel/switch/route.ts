import { NextResponse, type NextRequest } from 'next/server'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { switchBrand } from '@/lib/routing/brand-switch'

/** Testing aid (spec: /whitelabel/switch): toggles the brand for this visitor by cookie. */
export function POST(request: NextRequest) {
  const { brand, cookie } = switchBrand(
    request.headers.get('host'),
    request.cookies.get(BRAND_COOKIE)?.value ?? null,
    env().BRAND_HOSTS,
  )
  const wantsJson = request.headers.get('accept')?.includes('application/json')
  const response = wantsJson
    ? NextResponse.json({ brand })
    : new NextResponse(null, { status: 303, headers: { Location: '/' } })
  if (cookie) {
    response.cookies.set(BRAND_COOKIE, cookie, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: env().COOKIE_SECURE,
      maxAge: 60 * 60 * 24 * 30,
    })
  } else {
    response.cookies.delete(BRAND_COOKIE)
  }
  return response
}

export function GET() {
  return NextResponse.json(
    { error: { status: 405, message: 'Use POST to switch the brand.' } },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
