import { describe, expect, it } from 'vitest'
import { photoboxSpecSchema } from '@/lib/shop/design-print/design/photobox-spec'
import {
  DEFAULT_PHOTOBOX_CONFIG,
  photoboxConfigSearch,
  photoboxEntrySearch,
  readPhotoboxConfig,
  photoboxSpecOf,
} from './configurator-query'

const query = (search: string) => Object.fromEntries(new URLSearchParams(search))

describe('photo-box configurator URL', () => {
  it('reads what the link names and writes it back the same', () => {
    const search =
      '?photoboxDesignType=dt47&photoboxType=premium&photoboxFormat=13x18&photoboxMaterial=hahnemuehle&quantity=40'
    const config = readPhotoboxConfig(query(search))
    expect(config).toEqual({
      designType: 'dt47',
      type: 'premium',
      format: '13x18',
      material: 'hahnemuehle',
      quantity: 40,
    })
    expect(photoboxConfigSearch(config)).toBe(search)
    expect(photoboxConfigSearch(config, { line: 'abc' })).toBe(`${search}&line=abc`)
    expect(photoboxSpecSchema.safeParse(photoboxSpecOf(config)).success).toBe(true)
  })

  it('is forgiving: unknown values fall back, numbers go to the nearest sold box', () => {
    expect(readPhotoboxConfig({})).toEqual(DEFAULT_PHOTOBOX_CONFIG)
    expect(readPhotoboxConfig(query('?photoboxDesignType=dt99&photoboxFormat=18x13'))).toEqual(
      DEFAULT_PHOTOBOX_CONFIG,
    )
    expect(readPhotoboxConfig(query('?photoboxFormat=13x13&quantity=100')).quantity).toBe(60)
    expect(readPhotoboxConfig(query('?quantity=17')).quantity).toBe(20)
    expect(readPhotoboxConfig(query('?quantity=0')).quantity).toBe(10)
    expect(readPhotoboxConfig(query('?quantity=-5')).quantity).toBe(20)
    expect(readPhotoboxConfig({ quantity: ['30', '40'] }).quantity).toBe(30)
  })

  it('links a tile with only what the tile shows', () => {
    expect(photoboxEntrySearch({ type: 'premium', format: '13x13' })).toBe(
      '?photoboxType=premium&photoboxFormat=13x13',
    )
    expect(photoboxEntrySearch({})).toBe('')
  })
})
