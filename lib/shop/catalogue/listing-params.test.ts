import { describe, expect, it } from 'vitest'
import { parseListing } from './listing-params'
import { DEFAULT_LISTING, listingRoute, listingSearch } from './listing-urls'

describe('parseListing', () => {
  it('reads filters, sort and paging', () => {
    const { state, canonical } = parseListing({
      color: 'green',
      style: 'boho',
      product: 'postcard',
      sort: 'newest',
      pageSize: '48',
      page: '2',
      utm_source: 'news',
    })
    expect(canonical).toBe(true)
    expect(state).toEqual({
      ...DEFAULT_LISTING,
      occasion: undefined,
      productType: 'postcard',
      color: 'green',
      style: 'boho',
      sort: 'newest',
      pageSize: 48,
      page: 2,
    })
  })

  it('takes occasion and product type from the path', () => {
    const { state, canonical } = parseListing({}, { occasion: 'hochzeit', productType: 'folded-card' })
    expect(canonical).toBe(true)
    expect(listingRoute(state)).toEqual(['products', 'hochzeit', 'klappkarte'])
  })

  it.each<[string, Record<string, string | string[]>]>([
    ['an empty form field', { color: '', style: 'boho' }],
    ['an unknown value', { color: 'plaid' }],
    ['a page size that is not offered', { pageSize: '13' }],
    ['a page that is not a number', { page: 'two' }],
    ['a repeated parameter', { color: ['green', 'gold'] }],
    ['a default spelt out', { sort: 'popularity', pageSize: '12' }],
  ])('drops %s and asks for the canonical URL', (_name, search) => {
    const { state, canonical } = parseListing(search)
    expect(canonical).toBe(false)
    expect(state.pageSize).toBe(12)
    expect(state.page).toBe(1)
  })

  it('moves a product type next to an occasion into the path', () => {
    const { state, canonical } = parseListing({ product: 'postcard', color: '' }, { occasion: 'geburt' })
    expect(canonical).toBe(false)
    expect(listingRoute(state)).toEqual(['products', 'geburt', 'postkarte'])
    expect(listingSearch(state)).toBe('')
  })

  it('lets the path win over a conflicting product parameter', () => {
    const { state, canonical } = parseListing(
      { product: 'postcard' },
      { occasion: 'hochzeit', productType: 'folded-card' },
    )
    expect(canonical).toBe(false)
    expect(state.productType).toBe('folded-card')
  })
})
