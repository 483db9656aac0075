import type { NextRequest } from 'next/server'
import { sitemapIndexChildren, sitemapUrls } from '@/lib/api/pages/sitemap'
import { BRAND_COOKIE } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { resolveBrand } from '@/lib/routing/brand-from-host'
import { chunkCount, chunkOf, parseChild, sitemapIndexXml, urlSetXml } from '@/lib/seo/sitemap/sitemap'

export const dynamic = 'force-dynamic'

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

const notFound = (message: string) =>
  new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * /sitemap.xml is not locale-routed (the proxy lets it pass), so the brand comes from the Host the
 * same way the proxy decides it. Without a query it is the brand's sitemap index; ?locale=de&part=
 * designs&page=2 is one child (lib/seo/sitemap/sitemap.ts), ?locale=de alone its content pages.
 */
export async function GET(request: NextRequest) {
  const brand = resolveBrand(
    request.headers.get('host'),
    request.cookies.get(BRAND_COOKIE)?.value,
    env().BRAND_HOSTS,
  )
  const query = request.nextUrl.searchParams
  if (query.size === 0)
    return new Response(sitemapIndexXml(brand, await sitemapIndexChildren(brand)), { headers: XML })
  const child = parseChild(brand, query)
  if (!child)
    return notFound(
      'This shop has no such sitemap: ?locale= one of its locales, part= pages, designs, listings or themes, page= from 1.',
    )
  const urls = (await sitemapUrls(brand, child.locale))[child.part]
  if (urls.length === 0 || child.page > chunkCount(urls.length))
    return notFound(`This sitemap has ${chunkCount(urls.length)} page(s).`)
  return new Response(urlSetXml(brand, child.locale, chunkOf(urls, child.page)), { headers: XML })
}
