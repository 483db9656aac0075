import { describe, expect, it } from 'vitest'
import { contentEntry, sitemapEntries } from './sitemap'

describe('sitemap entries', () => {
  const pages = [
    { slug: '', title: 'Start', tags: ['home'] },
    { slug: 'impressum', title: 'Impressum', tags: [] },
    { slug: 'magazin/dankeskarten-texte', title: 'Dankeskarten', tags: ['magazin'] },
    { slug: 'hochzeit', title: 'Hochzeitskarten', tags: ['anlass'] },
    { slug: 'versand', title: 'Versand', tags: [] },
  ]

  it('groups content pages: legal, magazine, occasions, the rest is service', () => {
    expect(pages.map((p) => contentEntry(p).group)).toEqual([
      'shop',
      'legal',
      'magazine',
      'occasions',
      'service',
    ])
  })

  it('lists home first, then the app pages of the brand, then content pages', () => {
    const card = sitemapEntries('card', pages)
    expect(card.slice(0, 3).map((e) => e.labelKey)).toEqual(['home', 'products', 'wishlist'])
    expect(card.find((e) => e.title === 'Dankeskarten')?.route).toEqual(['magazin', 'dankeskarten-texte'])
    // The wishlist is a card-channel feature.
    expect(sitemapEntries('poster', pages).some((e) => e.labelKey === 'wishlist')).toBe(false)
  })

  it('leaves out stories tagged noindex (the newsletter confirmation page)', () => {
    const withConfirm = [...pages, { slug: 'newsletter/bestaetigen', title: 'Newsletter', tags: ['noindex'] }]
    expect(
      sitemapEntries('card', withConfirm).some((e) => e.route.join('/') === 'newsletter/bestaetigen'),
    ).toBe(false)
  })

  it('dates a content page by its last publication; an unreadable date gives none', () => {
    const page = { slug: 'versand', title: 'Versand', tags: [] }
    expect(contentEntry({ ...page, publishedAt: '2026-10-01T08:00:00.000Z' }).lastmod).toEqual(
      new Date('2026-10-01T08:00:00.000Z'),
    )
    expect(contentEntry({ ...page, publishedAt: 'gestern' }).lastmod).toBeUndefined()
    expect(contentEntry(page).lastmod).toBeUndefined()
  })
})
