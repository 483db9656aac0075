import { describe, expect, it } from 'vitest'
import { collageConfigSearch, collageRoute, isCollageMaterial, readCollageConfig } from './configurator-query'

describe('readCollageConfig', () => {
  it('opens the brand’s default design without a designId', () => {
    expect(readCollageConfig({}, 13)).toEqual({
      designId: 13,
      materialType: 'poster',
      frameType: null,
      formatType: '600x900',
      color: '#ffffff',
    })
    expect(readCollageConfig({}, 1)).toMatchObject({ designId: 1, formatType: '700x700' })
  })

  it('reads the spec’s fields and round-trips through the search', () => {
    const config = readCollageConfig(
      { designId: '16', materialType: 'leinwand', formatType: '900x300', color: '#ABCDEF' },
      13,
    )
    expect(config).toEqual({
      designId: 16,
      materialType: 'leinwand',
      frameType: null,
      formatType: '900x300',
      color: '#abcdef',
    })
    if (!config) throw new Error('no config')
    const search = collageConfigSearch(config, { line: 'abc', preset: true })
    expect(search).toBe(
      '?designId=16&materialType=leinwand&formatType=900x300&color=%23abcdef&preset=1&line=abc',
    )
    expect(readCollageConfig(Object.fromEntries(new URLSearchParams(search)), 13)).toEqual(config)
  })

  it('is forgiving: values the design is not made in fall back to its defaults', () => {
    expect(
      readCollageConfig(
        {
          designId: '13',
          materialType: 'gold',
          frameType: 'golden',
          formatType: '900x600',
          color: 'red',
        },
        1,
      ),
    ).toEqual({
      designId: 13,
      materialType: 'poster',
      frameType: null,
      formatType: '600x900',
      color: '#ffffff',
    })
  })

  it('makes a frame alone a framed poster', () => {
    expect(readCollageConfig({ frameType: 'holzrahmen' }, 13)).toMatchObject({
      materialType: 'poster',
      frameType: 'holzrahmen',
    })
  })

  it('has no configuration for a design no group has', () => {
    expect(readCollageConfig({ designId: '41' }, 13)).toBeNull()
    expect(readCollageConfig({ designId: 'abc' }, 13)).toBeNull()
    expect(readCollageConfig({ designId: '1e3' }, 13)).toBeNull()
  })
})

describe('readCollageConfig with a frame the material does not take', () => {
  it('drops the frame', () => {
    expect(readCollageConfig({ materialType: 'leinwand', frameType: 'holzrahmen' }, 13)).toMatchObject({
      materialType: 'leinwand',
      frameType: null,
    })
  })
})

describe('collageRoute', () => {
  it('links an entry point to the builder with its material and frame', () => {
    expect(collageRoute('leinwand')).toBe('/configurator-collage?materialType=leinwand')
    expect(collageRoute('poster', 'holzrahmen')).toBe(
      '/configurator-collage?materialType=poster&frameType=holzrahmen',
    )
    expect(isCollageMaterial('acrylglas')).toBe(true)
    expect(isCollageMaterial('fototapete')).toBe(false)
  })
})
