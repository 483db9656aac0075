import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Container } from '../render-bloks'
import type { ContainerContext } from '../types'
import {
  mainTeaserFixture,
  type FixtureName,
} from '@/app/[brand]/[locale]/[variant]/(shop)/test-fixtures/main-teaser/fixtures'

// next.config's skipTrailingSlashRedirect makes the build set this; without it next/link would drop
// the card brand's trailing slash from link targets.
process.env.__NEXT_MANUAL_TRAILING_SLASH = 'true'

const ctx: ContainerContext = {
  brand: 'card',
  locale: 'de-DE',
  localeSegment: 'de',
  trailingSlash: true,
  variant: 'web',
  draft: false,
}
const html = (name: FixtureName, c = ctx) =>
  renderToStaticMarkup(<Container blok={mainTeaserFixture(name, c.brand, '/produkte/')} ctx={c} />)
const PRELOADS = /^(<link rel="preload"[^>]*\/>)+/
const count = (out: string, pattern: RegExp) => out.match(new RegExp(pattern, 'g'))?.length ?? 0

describe('main teaser markup', () => {
  it('renders a labelled carousel with numbered controls and "n of m" slides', () => {
    const out = html('carousel')
    expect(out).toMatch(/<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Aktuelle Themen"/)
    expect(count(out, /aria-roledescription="slide"/)).toBe(3)
    expect(out).toContain('aria-label="1 von 3"')
    expect(out).toContain('aria-label="3 von 3"')
    // Three slide controls and the autoplay's pause button (a real button for touch screens too).
    expect(count(out, /<button type="button"/)).toBe(4)
    expect(out).toMatch(/<button[^>]*aria-label="Automatischen Wechsel anhalten"[^>]*aria-pressed="false"/)
    expect(count(out, /aria-current="true"/)).toBe(1)
    expect(out).toMatch(/<button[^>]*aria-current="true"[^>]*><span[^>]*>01<\/span>Hochzeit<\/button>/)
    expect(out).not.toMatch(/swiper-pagination|bullet/)
  })

  it('loads the first picture eagerly with high priority and the others lazily', () => {
    const images = html('carousel').match(/<img [^>]*>/g) ?? []
    expect(images).toHaveLength(3)
    expect(images[0]).toContain('loading="eager"')
    expect(images[0]).toContain('fetchPriority="high"')
    for (const img of images.slice(1)) {
      expect(img).toContain('loading="lazy"')
      expect(img).not.toContain('fetchPriority')
    }
  })

  it('offers desktop and mobile crops as avif and webp at 1x and 2x, with intrinsic sizes', () => {
    const out = html('single')
    expect(out).toContain(
      '<source media="(min-width: 1024px)" type="image/avif" srcSet="/generated/teasers/wedding-desktop-1x.avif 1x, /generated/teasers/wedding-desktop-2x.avif 2x" width="1180" height="440"/>',
    )
    expect(out).toMatch(
      /<img src="\/generated\/teasers\/wedding-mobile-1x.webp" srcSet="[^"]+ 2x" width="600" height="628"/,
    )
    expect(out).toContain('--placeholder-image:url(&quot;data:image/webp;base64,')
  })

  it('renders one slide alone: no carousel, no controls', () => {
    const out = html('single')
    expect(out).not.toContain('aria-roledescription')
    expect(out).not.toContain('<button')
    expect(out).toContain('<h1')
    expect(out).toMatch(/<a [^>]*draggable="false" href="\/de\/produkte\/"/)
  })

  it('renders three-section slides instead of the ordinary ones, with the samples badge', () => {
    const out = html('three-section')
    expect(out).toContain('data-variant="three-section"')
    expect(count(out, /aria-roledescription="slide"/)).toBe(2)
    expect(count(out, />Gratis Muster</)).toBe(2)
  })

  it('renders the small teaser with an h1 headline and its link', () => {
    // Rendered alone (no <head>), React puts the picture's preloads in front of the markup.
    const out = html('small').replace(PRELOADS, '')
    expect(out).toMatch(/^<a [^>]*data-variant="small" href="\/de\/produkte\/"/)
    expect(out).toContain('<h1')
    expect(out).not.toContain('aria-roledescription')
  })

  it("preloads the first slide's picture once per crop, in its preferred format and for its media", () => {
    const out = html('carousel')
    const preloads = out.match(/<link rel="preload"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(2)
    expect(preloads[0]).toMatch(
      /type="image\/avif" fetchPriority="high"[^>]*wedding-desktop-1x\.avif 1x, [^"]*wedding-desktop-2x\.avif 2x" media="\(min-width: 1024px\)"/,
    )
    expect(preloads[1]).toMatch(
      /wedding-mobile-1x\.avif 1x, [^"]*" media="not all and \(min-width: 1024px\)"/,
    )
  })

  it('renders nothing without content, and English labels for en-US', () => {
    expect(html('empty')).toBe('')
    const en = html('carousel', { ...ctx, brand: 'poster', locale: 'en-US', localeSegment: 'us' })
    expect(en).toContain('aria-label="1 of 4"')
    expect(en).toContain('poster-desktop-1x.avif')
  })
})
