import { describe, expect, it } from 'vitest'
import { serviceImageSet } from './service-picture'

describe('container pictures through the image service', () => {
  it('local sources get /img URLs at densities 1 and 2', () => {
    expect(serviceImageSet('/img/artwork/calendar', 480, 300)).toEqual({
      src: '/img/artwork/calendar/m/480x300/filters:quality(75):format(webp)',
      srcSet:
        '/img/artwork/calendar/m/480x300/filters:quality(75):format(webp) 1x, /img/artwork/calendar/m/960x600/filters:quality(75):format(webp) 2x',
    })
    expect(serviceImageSet('/images/card-hero.svg', 10, 10).src).toBe(
      '/img/images/card-hero.svg/m/10x10/filters:quality(75):format(webp)',
    )
  })

  it('Storyblok assets use Storyblok’s own service; other URLs stay as they are', () => {
    const asset = 'https://a.storyblok.com/f/1/2/x.jpg'
    expect(serviceImageSet(asset, 100, 50).srcSet).toBe(
      `${asset}/m/100x50/filters:quality(75):format(webp) 1x, ${asset}/m/200x100/filters:quality(75):format(webp) 2x`,
    )
    expect(serviceImageSet('https://example.com/x.jpg', 100, 50)).toEqual({
      src: 'https://example.com/x.jpg',
      srcSet: undefined,
    })
  })
})
