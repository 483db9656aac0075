import { describe, expect, it } from 'vitest'
import { imageFiltersSegment, parseImageFilters, richTextImageSrc } from './image-filters'

describe('image filters', () => {
  it.each([
    ['filters:quality(80)', { quality: 80 }],
    [
      'quality(0):brightness(-100):blur(3):rotate(270):format(png)',
      {
        quality: 0,
        brightness: -100,
        blur: 3,
        rotate: 270,
        format: 'png',
      },
    ],
    ['filters:', {}],
  ])('accepts %s', (raw, expected) => {
    expect(parseImageFilters(raw)).toEqual(expected)
  })

  it.each([
    'quality(101)',
    'quality(-1)',
    'brightness(101)',
    'rotate(45)',
    'format(gif)',
    'format(svg)',
    'grayscale()',
    'fill(transparent)',
    'quality(80):quality(70)',
    'quality(8.5)',
    'quality(80)x',
    'blur(javascript:alert(1))',
  ])('rejects %s', (raw) => {
    expect(parseImageFilters(raw)).toBeNull()
  })

  it('writes filters back in a stable order', () => {
    expect(imageFiltersSegment({ format: 'webp', quality: 85 })).toBe('filters:quality(85):format(webp)')
    expect(imageFiltersSegment({})).toBe('')
  })
})

describe('rich-text image sources', () => {
  const asset = 'https://a.storyblok.com/f/1234/800x600/ab12/photo.jpg'
  it.each([
    [asset, asset],
    [`${asset}/m/`, `${asset}/m`],
    [
      `${asset}/m/400x0/filters:format(webp):quality(80)`,
      `${asset}/m/400x0/filters:quality(80):format(webp)`,
    ],
    ['/generated/teasers/wedding-mobile-1x.webp', '/generated/teasers/wedding-mobile-1x.webp'],
  ])('keeps %s', (raw, expected) => {
    expect(richTextImageSrc(raw)).toBe(expected)
  })

  it.each([
    `${asset}/m/filters:rotate(45)`,
    `${asset}/m/400x0/filters:quality(80)/extra`,
    'http://a.storyblok.com/f/1/x.jpg',
    'https://evil.example/f/1/x.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    '/x.svg',
  ])('rejects %s', (raw) => {
    expect(richTextImageSrc(raw)).toBeNull()
  })
})
