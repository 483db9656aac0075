import { describe, expect, it } from 'vitest'
import { safeImageSrc, teaserImageSet } from './teaser-sources'

describe('teaser image sources', () => {
  it.each([
    ['/generated/teasers/a-desktop-1x.webp', '/generated/teasers/a-desktop-1x.webp'],
    [' https://a.storyblok.com/f/1/a.jpg ', 'https://a.storyblok.com/f/1/a.jpg'],
    ['http://example.com/a.jpg', undefined],
    ['//evil.example/a.jpg', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['/a.jpg" onerror="x', undefined],
    ['relative.jpg', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('safeImageSrc(%j) = %s', (raw, expected) => {
    expect(safeImageSrc(raw)).toBe(expected)
  })

  it('expands a generated picture to avif and webp at 1x and 2x, sized by its own crop', () => {
    const set = teaserImageSet('/generated/teasers/birth-mobile-1x.webp', 'desktop')
    expect(set).toEqual({
      src: '/generated/teasers/birth-mobile-1x.webp',
      srcSet: '/generated/teasers/birth-mobile-1x.webp 1x, /generated/teasers/birth-mobile-2x.webp 2x',
      sources: [
        {
          type: 'image/avif',
          srcSet: '/generated/teasers/birth-mobile-1x.avif 1x, /generated/teasers/birth-mobile-2x.avif 2x',
        },
        {
          type: 'image/webp',
          srcSet: '/generated/teasers/birth-mobile-1x.webp 1x, /generated/teasers/birth-mobile-2x.webp 2x',
        },
      ],
      width: 600,
      height: 628,
    })
  })

  it("asks Storyblok's image service for the crop at both densities in webp", () => {
    const set = teaserImageSet('https://a.storyblok.com/f/123/4000x3000/abc/hochzeit.jpg', 'desktop')
    const base = 'https://a.storyblok.com/f/123/4000x3000/abc/hochzeit.jpg/m'
    expect(set.src).toBe(`${base}/1180x440/filters:quality(85):format(webp)`)
    expect(set.srcSet).toBe(
      `${base}/1180x440/filters:quality(85):format(webp) 1x, ${base}/2360x880/filters:quality(85):format(webp) 2x`,
    )
    expect(set.sources).toEqual([{ type: 'image/webp', srcSet: set.srcSet }])
  })

  it('uses any other picture as it is, in the size of the slot', () => {
    expect(teaserImageSet('/images/error-404-mobile.svg', 'mobile')).toEqual({
      src: '/images/error-404-mobile.svg',
      sources: [],
      width: 600,
      height: 628,
    })
  })
})
