import { describe, expect, it } from 'vitest'
import { urlSetXml } from './sitemap/sitemap'
import { languageAlternates, shopHref } from './urls'

const POSTER = 'http://myposter.localhost:3000'

describe('hreflang, canonical and sitemap URLs of the US shop (issue 27)', () => {
  it('name the English US URL from every shop, and each German shop its own path', () => {
    expect(languageAlternates('poster', ['versand'])).toEqual({
      'de-DE': `${POSTER}/de/versand`,
      'de-AT': `${POSTER}/at/versand`,
      'de-CH': `${POSTER}/ch/versand`,
      'en-US': `${POSTER}/us/shipping`,
      'x-default': `${POSTER}/de/versand`,
    })
    expect(languageAlternates('poster', ['kasse', 'bestaetigung', 'MP-1'])['en-US']).toBe(
      `${POSTER}/us/checkout/confirmation/MP-1`,
    )
  })

  it('link inside the US shop with its English slugs, the desktop variant included', () => {
    expect(shopHref({ brand: 'poster', localeSegment: 'us', variant: 'web' }, ['warenkorb'])).toBe('/us/cart')
    expect(shopHref({ brand: 'poster', localeSegment: 'us', variant: 'd' }, ['agb'])).toBe('/us/d/terms')
    expect(shopHref({ brand: 'poster', localeSegment: 'de', variant: 'web' }, ['warenkorb'])).toBe(
      '/de/warenkorb',
    )
  })

  it('list the English URL in the US sitemap', () => {
    const xml = urlSetXml('poster', 'us', [{ route: ['impressum'] }])
    expect(xml).toContain(`<loc>${POSTER}/us/imprint</loc>`)
    expect(xml).toContain(`hreflang="de-DE" href="${POSTER}/de/impressum"`)
  })
})
