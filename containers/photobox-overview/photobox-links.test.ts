import { describe, expect, it } from 'vitest'
import type { ContainerContext } from '../types'
import { photoboxHref } from './photobox-overview'

const card: ContainerContext = {
  brand: 'card',
  locale: 'de-DE',
  localeSegment: 'de',
  trailingSlash: true,
  variant: 'web',
  draft: false,
}
const posterUs: ContainerContext = {
  ...card,
  brand: 'poster',
  locale: 'en-US',
  localeSegment: 'us',
  trailingSlash: false,
}

describe('photo-box links into the configurator', () => {
  it('name what the tile shows, in the shop’s path form', () => {
    expect(photoboxHref(card, { type: 'premium' })).toBe('/de/configurator-photobox/?photoboxType=premium')
    expect(photoboxHref({ ...card, variant: 'd' }, { designType: 'dt44' })).toBe(
      '/de/d/configurator-photobox/?photoboxDesignType=dt44',
    )
    expect(photoboxHref(posterUs, { type: 'standard', format: '13x18', material: 'hahnemuehle' })).toBe(
      '/us/configurator-photobox?photoboxType=standard&photoboxFormat=13x18&photoboxMaterial=hahnemuehle',
    )
  })
})
