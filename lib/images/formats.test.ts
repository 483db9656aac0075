import { describe, expect, it } from 'vitest'
import {
  DESKTOP_MEDIA,
  generatedTeaserSrc,
  IMAGE_DENSITIES,
  IMAGE_QUALITY,
  TEASER_FORMATS,
  teaserFileName,
} from './formats'

describe('image formats', () => {
  it.each(Object.entries(TEASER_FORMATS))('%s pixel size keeps the spec ratio', (_, format) => {
    const [w, h] = format.ratio
    expect(format.width * h).toBe(format.height * w)
  })

  it('follows the spec: desktop 59/22, mobile 150/157, densities 1 and 2, quality 85', () => {
    expect(TEASER_FORMATS.desktop.ratio).toEqual([59, 22])
    expect(TEASER_FORMATS.mobile.ratio).toEqual([150, 157])
    expect(IMAGE_DENSITIES).toEqual([1, 2])
    expect(IMAGE_QUALITY).toBe(85)
    expect(DESKTOP_MEDIA).toBe('(min-width: 1024px)')
  })

  it('names files and URLs predictably', () => {
    expect(teaserFileName('wedding', 'mobile', 2, 'avif')).toBe('wedding-mobile-2x.avif')
    expect(generatedTeaserSrc('calendar', 'desktop')).toBe('/generated/teasers/calendar-desktop-1x.webp')
  })
})
