import type { NextRequest } from 'next/server'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { resolveBrand } from '@/lib/routing/brand-from-host'
import { absoluteUrl } from '@/lib/seo/urls'

export const dynamic = 'force-dynamic'

/**
 * robots.txt follows the configured policy: outside production nothing is crawled. It names the
 * brand's sitemap index on the configured site URL (the brand from the Host, as /sitemap.xml does).
 */
export function GET(request: NextRequest) {
  const brand = resolveBrand(
    request.headers.get('host'),
    request.cookies.get(BRAND_COOKIE)?.value,
    env().BRAND_HOSTS,
  )
  const indexable = env().ROBOTS.startsWith('index')
  const rules = indexable ? 'User-agent: *\nAllow: /\nDisallow: /web-api/\n' : 'User-agent: *\nDisallow: /\n'
  const body = `${rules}\nSitemap: ${absoluteUrl(brand, '/sitemap.xml')}\n`
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
