import { describe, expect, it } from 'vitest'
import { catalogueSitemapUrls, type CatalogueSitemapRow } from './sitemap-urls'

const at = (iso: string) => new Date(iso)
const row = (over: Partial<CatalogueSitemapRow>): CatalogueSitemapRow => ({
  slug: 'x',
  createdAt: at('2026-01-01T00:00:00Z'),
  occasion: null,
  productType: 'folded-card',
  themeId: null,
  themeCreatedAt: null,
  ...over,
})

describe('catalogue URLs for the sitemap', () => {
  it('lists each design, each listing with designs and each theme, dated by their newest design', () => {
    const urls = catalogueSitemapUrls([
      row({
        slug: 'rosen',
        occasion: 'hochzeit',
        themeId: 7,
        createdAt: at('2026-03-01T00:00:00Z'),
        themeCreatedAt: at('2025-01-01T00:00:00Z'),
      }),
      row({
        slug: 'eukalyptus',
        occasion: 'hochzeit',
        themeId: 7,
        createdAt: at('2026-05-01T00:00:00Z'),
        themeCreatedAt: at('2025-01-01T00:00:00Z'),
      }),
      row({ slug: 'storch', occasion: 'geburt', createdAt: at('2026-02-01T00:00:00Z') }),
      row({
        slug: 'ohne-anlass',
        themeId: 9,
        createdAt: at('2026-01-01T00:00:00Z'),
        themeCreatedAt: at('2026-04-01T00:00:00Z'),
      }),
    ])
    expect(urls.designs.map((u) => u.route.join('/'))).toEqual([
      'products/design/rosen',
      'products/design/eukalyptus',
      'products/design/storch',
      'products/design/ohne-anlass',
    ])
    expect(urls.designs[0]?.lastmod).toEqual(at('2026-03-01T00:00:00Z'))
    const listing = Object.fromEntries(
      urls.listings.map((u) => [u.route.join('/'), u.lastmod?.toISOString()]),
    )
    expect(Object.keys(listing)).toHaveLength(5)
    expect(listing['products']).toBe('2026-05-01T00:00:00.000Z')
    expect(listing['products/hochzeit']).toBe('2026-05-01T00:00:00.000Z')
    expect(listing['products/geburt']).toBe('2026-02-01T00:00:00.000Z')
    expect(Object.keys(listing).filter((r) => r.split('/').length === 3)).toHaveLength(2)
    expect(urls.themes).toEqual([
      { route: ['themes', '7'], lastmod: at('2026-05-01T00:00:00Z') },
      // The theme itself changed after its only design.
      { route: ['themes', '9'], lastmod: at('2026-04-01T00:00:00Z') },
    ])
  })

  it('lists nothing but the catalogue: no configurator, event, approval or account page', () => {
    const urls = catalogueSitemapUrls([row({ slug: 'a', occasion: 'hochzeit', themeId: 1 })])
    const all = [...urls.designs, ...urls.listings, ...urls.themes].map((u) => u.route[0])
    expect(new Set(all)).toEqual(new Set(['products', 'themes']))
  })
})
