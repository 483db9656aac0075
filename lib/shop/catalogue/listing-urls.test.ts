import { productOptions } from './product-options'
import { describe, expect, it } from 'vitest'
import { DESIGN_SEGMENT, DESIGN_TOOL_ROUTES } from '@/lib/config/routes'
import { OCCASION_KEYS, PRODUCT_KIND_KEYS } from '@/lib/model/catalog-keys'
import {
  PRODUCT_TYPE_SLUGS,
  designRoute,
  designToolLink,
  listingRoute,
  listingSearch,
  occasionFromSlug,
  productTypeFromSlug,
  slugify,
  themeRoute,
  themeSearch,
  withListing,
  DEFAULT_LISTING,
  type ListingState,
} from './listing-urls'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'

describe('slugs', () => {
  it.each([
    ['Klappkarte', 'klappkarte'],
    ['Menüeinleger', 'menueeinleger'],
    ['Sticker & Anhänger Herz', 'sticker-anhaenger-herz'],
    ['Gruppentischkarte (Sitzplan)', 'gruppentischkarte-sitzplan'],
    ['Fächerkarte', 'faecherkarte'],
    ['Große Straße', 'grosse-strasse'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug))

  it('gives every product type its own slug that reads back', () => {
    const slugs = Object.values(PRODUCT_TYPE_SLUGS)
    expect(new Set(slugs).size).toBe(PRODUCT_TYPE_KEYS.length)
    for (const key of PRODUCT_TYPE_KEYS) expect(productTypeFromSlug(PRODUCT_TYPE_SLUGS[key])).toBe(key)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('keeps occasion slugs apart from the design segment and unknown slugs out', () => {
    expect(OCCASION_KEYS).not.toContain(DESIGN_SEGMENT)
    expect(occasionFromSlug('hochzeit')).toBe('hochzeit')
    expect(occasionFromSlug('design')).toBeUndefined()
    expect(productTypeFromSlug('folded-card')).toBeUndefined()
  })
})

const base: ListingState = { ...DEFAULT_LISTING }

describe('listing URLs', () => {
  it.each<[string, Partial<ListingState>, string[], string]>([
    ['everything', {}, ['products'], ''],
    ['an occasion', { occasion: 'hochzeit' }, ['products', 'hochzeit'], ''],
    [
      'occasion × product type in the path',
      { occasion: 'hochzeit', productType: 'folded-card' },
      ['products', 'hochzeit', 'klappkarte'],
      '',
    ],
    ['a product type alone as a query', { productType: 'postcard' }, ['products'], '?product=postcard'],
    [
      'filters in a fixed order, defaults left out',
      { style: 'boho', color: 'green', sort: 'popularity', pageSize: 12, page: 1 },
      ['products'],
      '?color=green&style=boho',
    ],
    [
      'sort, page size and page',
      { sort: 'newest', pageSize: 48, page: 3, label: 'new' },
      ['products'],
      '?label=new&sort=newest&pageSize=48&page=3',
    ],
    [
      'filters beside the path',
      { occasion: 'geburt', productType: 'postcard', aspectRatio: 'square', punching: 'wave' },
      ['products', 'geburt', 'postkarte'],
      '?aspectRatio=square&punching=wave',
    ],
  ])('%s', (_name, patch, route, search) => {
    const state = { ...base, ...patch }
    expect(listingRoute(state)).toEqual(route)
    expect(listingSearch(state)).toBe(search)
  })

  it('goes back to page 1 when a filter or sort changes, not when paging', () => {
    const on3 = { ...base, page: 3 }
    expect(withListing(on3, { color: 'gold' }).page).toBe(1)
    expect(withListing(on3, { sort: 'newest' }).page).toBe(1)
    expect(withListing(on3, { page: 4 }).page).toBe(4)
    expect(withListing({ ...on3, color: 'gold' }, { color: undefined }).color).toBeUndefined()
  })

  it('builds design and theme routes', () => {
    expect(designRoute('eukalyptus-einladung')).toEqual(['products', 'design', 'eukalyptus-einladung'])
    expect(themeRoute()).toEqual(['themes'])
    expect(themeRoute(1462)).toEqual(['themes', '1462'])
    expect(themeSearch({ sort: 'newest', page: 2 })).toBe('?sort=newest&page=2')
    expect(themeSearch({ sort: 'popularity', page: 1, pageSize: 12 })).toBe('')
  })
})

describe('design tool links', () => {
  it('send cards to the card design tool with the design id, and kinds without a tool nowhere', () => {
    expect(designToolLink({ id: 101, productType: 'folded-card' })).toEqual({
      route: ['configurator-card'],
      search: '?design=101',
    })
    expect(designToolLink({ id: 107, productType: 'photo-book' })?.route).toEqual(['configurator-photobook'])
    expect(designToolLink({ id: 9, productType: 'photo-print' })).toBeNull()
  })

  it('carry the product page’s chosen options, read back to the same line (issue 30 point 1)', () => {
    const design = {
      productType: 'folded-card' as const,
      format: 'a6' as const,
      punchings: ['round-corners' as const],
    }
    const chosen = productOptions(design, {
      format: 'a5',
      punching: 'round-corners',
      ribbon: 'satin-10mm',
      refinementType: 'gold',
      quantity: '80',
    })!
    const link = designToolLink({ id: 101, productType: 'folded-card' }, chosen.params)!
    const query = new URLSearchParams(link.search)
    expect(query.get('design')).toBe('101')
    expect(productOptions(design, Object.fromEntries(query))?.line).toEqual(chosen.line)
    expect(chosen.line).toMatchObject({
      format: 'a5',
      punching: 'round-corners',
      ribbon: 'satin-10mm',
      quantity: 80,
    })
  })

  it('names design tools by product kinds only (the config cannot import the vocabulary to check it)', () => {
    for (const kind of Object.keys(DESIGN_TOOL_ROUTES)) expect(PRODUCT_KIND_KEYS).toContain(kind)
  })
})
