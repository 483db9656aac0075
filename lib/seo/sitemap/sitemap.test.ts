import { describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import {
  chunkCount,
  chunkOf,
  localeChildren,
  parseChild,
  SITEMAP_MAX_URLS,
  sitemapParts,
  sitemapIndexXml,
  urlSetXml,
  type SitemapUrls,
} from './sitemap'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n))
const fakeDesigns = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    route: ['products', 'design', `d-${i}`],
    lastmod: day(i % 300),
  }))

describe('sitemap children (issue 32 point 3)', () => {
  it('splits 120,000 design URLs into 3 children of at most 40,000 and skips empty parts', () => {
    const urls: SitemapUrls = {
      pages: [{ route: [] }],
      designs: fakeDesigns(120_000),
      listings: [],
      themes: [],
    }
    const children = localeChildren('de', urls)
    expect(children.map((c) => `${c.part}:${c.page}`)).toEqual([
      'pages:1',
      'designs:1',
      'designs:2',
      'designs:3',
    ])
    expect(chunkCount(120_000)).toBe(3)
    expect(chunkCount(120_001)).toBe(4)
    expect(chunkCount(0)).toBe(1)
    for (const page of [1, 2, 3]) expect(chunkOf(urls.designs, page)).toHaveLength(SITEMAP_MAX_URLS)
    expect(SITEMAP_MAX_URLS).toBeLessThan(50_000)
    expect(chunkOf(urls.designs, 2)[0]?.route).toEqual(['products', 'design', 'd-40000'])
  })

  it('dates each child by its newest URL, a child without dates has no lastmod', () => {
    const urls: SitemapUrls = {
      pages: [{ route: ['versand'] }],
      designs: [
        { route: ['products', 'design', 'a'], lastmod: day(3) },
        { route: ['products', 'design', 'b'], lastmod: day(9) },
      ],
      listings: [],
      themes: [],
    }
    const children = localeChildren('at', urls)
    expect(children.map((c) => c.lastmod)).toEqual([null, day(9)])
    resetEnvForTests({ PORT: '3331' })
    const xml = sitemapIndexXml('card', children)
    expect(xml).toContain('<loc>http://localhost:3331/sitemap.xml?locale=at&amp;part=pages</loc>')
    expect(xml).toContain(
      '<loc>http://localhost:3331/sitemap.xml?locale=at&amp;part=designs</loc>\n    <lastmod>2026-01-10T00:00:00Z</lastmod>',
    )
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
    resetEnvForTests()
  })

  it('writes URLs on the configured origin with lastmod and hreflang alternates', () => {
    resetEnvForTests({ SITE_URL_POSTER: 'https://www.myposter.example' })
    const xml = urlSetXml('poster', 'us', [{ route: ['products', 'design', 'sunset'], lastmod: day(2) }])
    expect(xml).toContain('<loc>https://www.myposter.example/us/products/design/sunset</loc>')
    expect(xml).toContain('<lastmod>2026-01-03T00:00:00Z</lastmod>')
    expect(xml).toContain('hreflang="de-AT" href="https://www.myposter.example/at/products/design/sunset"')
    resetEnvForTests()
  })

  it('reads a child from the query; other brands’ locales, parts and pages are refused', () => {
    const q = (text: string) => new URLSearchParams(text)
    expect(parseChild('card', q('locale=de'))).toEqual({ locale: 'de', part: 'pages', page: 1 })
    expect(parseChild('card', q('locale=ch&part=designs&page=3'))).toEqual({
      locale: 'ch',
      part: 'designs',
      page: 3,
    })
    expect(parseChild('poster', q('locale=us&part=themes'))).toMatchObject({ locale: 'us' })
    for (const bad of [
      'locale=us',
      'locale=xx',
      'part=designs',
      'locale=de&part=account',
      'locale=de&page=0',
      'locale=de&page=x',
    ])
      expect(parseChild('card', q(bad)), bad).toBeNull()
  })

  it('lists /products/ once: as a listing where the brand has designs, else among the pages', () => {
    const pages = [{ route: [] }, { route: ['products'] }, { route: ['versand'] }]
    const withDesigns = sitemapParts(pages, {
      designs: [{ route: ['products', 'design', 'a'], lastmod: day(1) }],
      listings: [{ route: ['products'], lastmod: day(1) }],
      themes: [],
    })
    expect(withDesigns.pages.map((u) => u.route.join('/'))).toEqual(['', 'versand'])
    expect(withDesigns.listings).toHaveLength(1)
    const without = sitemapParts(pages, { designs: [], listings: [], themes: [] })
    expect(without.pages.map((u) => u.route.join('/'))).toEqual(['', 'products', 'versand'])
    expect(localeChildren('us', without).map((c) => c.part)).toEqual(['pages'])
  })
})
