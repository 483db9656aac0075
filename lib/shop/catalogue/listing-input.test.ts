import { describe, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db/types'
import { listingReadInput, listingTotalInput } from './listing-input'
import { parseListing } from './listing-params'
import { cachedRead } from './read-cache'
import type { ListDesignsInput } from './schema'

const db = {} as Db

/** What a listing page and its metadata ask the (cached) catalogue for, from the same URL. */
function reads(search: Record<string, string>, path = { occasion: 'hochzeit' as const }) {
  const { state } = parseListing(search, path)
  return {
    page: listingReadInput('card', 'de-DE', state),
    metadata: listingTotalInput('card', 'de-DE', path, state),
  }
}

describe('listing reads', () => {
  it('page and metadata share one catalogue read when the URL has no query filters', async () => {
    const read = vi.fn(async (_db: Db, _input: ListDesignsInput) => ({ items: [], total: 42 }))
    const cached = cachedRead(read)
    const { page, metadata } = reads({ sort: 'newest', pageSize: '48' })
    expect(metadata).toEqual(page)
    await Promise.all([cached(db, page), cached(db, metadata)])
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('counts the path, not the query filters, for the metadata', () => {
    const { page, metadata } = reads({ color: 'gold', pageSize: '48' })
    expect(page).toMatchObject({ occasion: 'hochzeit', color: 'gold', pageSize: 48 })
    expect(metadata).toMatchObject({ occasion: 'hochzeit', color: undefined, pageSize: 48 })
  })

  it('gives equal states equal inputs, field order included (the cache keys on JSON)', () => {
    const a = parseListing({ sort: 'newest', style: 'modern' }, {}).state
    const b = { ...a, page: a.page }
    expect(JSON.stringify(listingReadInput('card', 'de-DE', a))).toBe(
      JSON.stringify(listingReadInput('card', 'de-DE', b)),
    )
  })
})
