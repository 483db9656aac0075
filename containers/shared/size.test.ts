import { describe, expect, it } from 'vitest'
import type { ContainerContext } from '../types'
import { photoboxSizeText } from './photobox-format'
import { sizeText } from './size'

const de: ContainerContext = {
  brand: 'poster',
  locale: 'de-DE',
  localeSegment: 'de',
  trailingSlash: false,
  variant: 'web',
  draft: false,
}
const us: ContainerContext = { ...de, locale: 'en-US', localeSegment: 'us' }

describe('sizes in the catalogue containers (ADR 0066)', () => {
  it('shows calendar, photo book and accessory sizes in inches in the US shop, in cm elsewhere', () => {
    // A4 portrait calendar / photo book, the 21 × 21 cm square book, a 30 × 40 cm collage.
    expect(sizeText(210, 297, us)).toBe('8.3 × 11.7 in')
    expect(sizeText(210, 210, us)).toBe('8.3 × 8.3 in')
    expect(sizeText(300, 400, us)).toBe('11.8 × 15.7 in')
    expect(sizeText(210, 297, de)).toBe('21 × 29,7 cm')
  })

  it('shows photo box prints in the shop’s unit', () => {
    expect(photoboxSizeText('10x15', de)).toBe('10 × 15 cm')
    expect(photoboxSizeText('10x15', us)).toBe('3.9 × 5.9 in')
  })
})
