import type { NextRequest } from 'next/server'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { localeCodeOf } from '@/lib/config/locales'
import { loadSitemapPages } from '@/lib/cms/sitemap-pages'
import { sitemapEntries } from '@/lib/cms/sitemap'
import { isBrandLocale, sitemapIndexXml, urlSetXml } from '@/lib/cms/sitemap-xml'
import { env } from '@/lib/env'
import { resolveBrand } from '@/lib/routing/brand-from-host'

export const dynamic = 'force-dynamic'

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

/**
 * /sitemap.xml is not locale-routed (the proxy lets it pass), so the brand comes from the Host the
 * same way the proxy decides it. Without a locale it is the brand's sitemap index; ?locale=de (at, ch,
 * us) is that shop's URL set with hreflang alternates.
 */
export async function GET(request: NextRequest) {
  const brand = resolveBrand(
    request.headers.get('host'),
    request.cookies.get(BRAND_COOKIE)?.value,
    env().BRAND_HOSTS,
  )
  const locale = request.nextUrl.searchParams.get('locale')
  if (locale === null) return new Response(sitemapIndexXml(brand), { headers: XML })
  if (!isBrandLocale(brand, locale)) {
    return new Response(`This shop has no locale "${locale.slice(0, 20)}".`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const entries = sitemapEntries(brand, await loadSitemapPages(brand, localeCodeOf(locale)))
  return new Response(urlSetXml(brand, locale, entries), { headers: XML })
}
