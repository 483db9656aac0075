import { describe, expect, it } from 'vitest'
import { BRANDS } from '@/lib/config/brands'
import { WALL_ART_ROUTE } from '@/lib/config/routes'
import { PRODUCT_KIND_KEYS } from '@/lib/model/catalog-keys'
import { FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIAL_KEYS, WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import { pricesFrom } from '@/lib/shop/photo-products/photo-frame/selection'
import { productKindEntry, productParamTarget, wallArtRoute } from './urls'

/** A configurator link's material and frame type, checked against the catalogue. */
function configuratorTarget(href: string) {
  const url = new URL(href, 'https://shop.test')
  expect(url.pathname).toBe(`/${WALL_ART_ROUTE}`)
  const material = url.searchParams.get('material') ?? ''
  const frameType = url.searchParams.get('frameType')
  expect(Object.keys(WALL_ART_MATERIALS)).toContain(material)
  if (frameType !== null) {
    expect(Object.keys(FRAME_TYPES)).toContain(frameType)
    expect(FRAME_TYPES[frameType as keyof typeof FRAME_TYPES].materials).toContain(material)
  }
  return { material, frameType }
}

describe('wall-art entry points', () => {
  it('builds the configurator URL of the contract', () => {
    expect(wallArtRoute('leinwand')).toBe('/configurator-wallart?material=leinwand')
    expect(wallArtRoute('poster', 'holzrahmen')).toBe(
      '/configurator-wallart?material=poster&frameType=holzrahmen',
    )
  })

  it('sends every material key and the teasers’ words from ?product= to the configurator', () => {
    for (const material of WALL_ART_MATERIAL_KEYS) {
      expect(productParamTarget(material)).toBe(wallArtRoute(material))
    }
    expect(configuratorTarget(productParamTarget('Bilderrahmen')!)).toEqual({
      material: 'poster',
      frameType: 'holzrahmen',
    })
    expect(productParamTarget('kalender')).toBe('/kalender')
    expect(productParamTarget('toString')).toBeNull()
    expect(productParamTarget('nonsense')).toBeNull()
  })

  it('names only real materials and frames in the header categories', () => {
    const configurator = Object.values(BRANDS)
      .flatMap((brand) => brand.navigation)
      .filter((entry) => entry.href.startsWith(`/${WALL_ART_ROUTE}`))
    expect(configurator.length).toBeGreaterThan(0)
    for (const entry of configurator) configuratorTarget(entry.href)
    expect(BRANDS.card.navigation).toEqual([])
  })

  it('links every product kind and prices the wall-art kinds from the catalogue', () => {
    for (const kind of PRODUCT_KIND_KEYS.filter((k) => k !== 'card')) {
      expect(productKindEntry(kind, 'EUR').href).toMatch(/^\//)
    }
    const [poster] = pricesFrom('CHF', 'poster')
    expect(productKindEntry('photoprint', 'CHF')).toEqual({
      href: wallArtRoute('poster'),
      priceFrom: poster!.priceFrom,
    })
    const framed = productKindEntry('photoframe', 'CHF')
    expect(framed.priceFrom).toBe(poster!.framedFrom)
    expect(framed.priceFrom).toBeGreaterThan(poster!.priceFrom!)
    configuratorTarget(framed.href!)
    expect(productKindEntry('calendar', 'EUR').priceFrom).toBeNull()
  })
})
