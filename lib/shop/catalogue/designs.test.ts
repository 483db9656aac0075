import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from './testing/catalogue-db'
import { listDesigns } from './designs'
import type { ListDesignsInput } from './schema'
import { FILLER_DESIGNS, FIXTURE_DESIGNS } from './testing/designs'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb([...FIXTURE_DESIGNS, ...FILLER_DESIGNS])
})
afterAll(() => handle.close())

const ids = async (input: Partial<ListDesignsInput>) => {
  const page = await listDesigns(handle.db, { brand: 'card', locale: 'de-DE', ...input })
  return { ids: page.items.map((d) => d.id), total: page.total }
}

describe('listDesigns filters', () => {
  it.each<[string, Partial<ListDesignsInput>, number[]]>([
    ['occasion', { occasion: 'hochzeit' }, [101, 104, 103, 102]],
    ['occasion and product type', { occasion: 'hochzeit', productType: 'folded-card' }, [101, 104]],
    ['category (many-to-many)', { category: 'invitation' }, [101, 104]],
    ['second category of a design', { category: 'save-the-date' }, [104]],
    ['colour family', { occasion: 'hochzeit', color: 'gold' }, [104, 103]],
    ['label', { label: 'foil' }, [101, 104]],
    ['style', { style: 'elegant' }, [104, 103]],
    ['aspect ratio', { aspectRatio: 'landscape' }, [107, 103, 105]],
    ['punching', { punching: 'hearts' }, [104, 103]],
    ['theme', { theme: 1461 }, [101, 103, 102]],
    ['all filters at once', { occasion: 'hochzeit', color: 'white', label: 'new', punching: 'wave' }, [104]],
    ['nothing matching', { occasion: 'trauer' }, []],
  ])('by %s', async (_label, filters, expected) => {
    expect(await ids(filters)).toEqual({ ids: expected, total: expected.length })
  })

  it('lists only product types the brand sells', async () => {
    expect(await ids({ brand: 'poster' })).toEqual({ ids: [107], total: 1 })
    expect(await ids({ brand: 'poster', occasion: 'hochzeit' })).toEqual({ ids: [], total: 0 })
  })

  it('returns the listing fields with the name in the requested locale', async () => {
    const { items } = await listDesigns(handle.db, { brand: 'card', locale: 'en-US', theme: 1462 })
    expect(items).toEqual([
      {
        id: 104,
        slug: 'goldene-ringe-einladung',
        name: 'Golden rings invitation',
        productType: 'folded-card',
        format: 'quadrat',
        themeId: 1462,
        occasion: 'hochzeit',
        colours: ['gold', 'white'],
        style: 'elegant',
        labels: ['foil', 'new'],
        punchings: ['hearts', 'wave'],
        aspectRatio: 'square',
        popularity: 75,
        createdAt: new Date('2025-02-01T10:00:00Z'),
        previewKey: null,
      },
    ])
  })
})

describe('listDesigns sort and paging', () => {
  it('sorts by popularity, ties by id, by default', async () => {
    // 104 and 108 both have popularity 75.
    expect((await ids({ pageSize: 48 })).ids.slice(0, 3)).toEqual([200, 201, 202])
    expect((await ids({ color: 'white' })).ids).toEqual([101, 104, 108, 105])
  })

  it('sorts newest first', async () => {
    expect((await ids({ occasion: 'hochzeit', sort: 'newest' })).ids).toEqual([104, 103, 102, 101])
  })

  it('pages with a stable total', async () => {
    const first = await ids({ occasion: 'party' })
    const second = await ids({ occasion: 'party', page: 2 })
    const beyond = await ids({ occasion: 'party', page: 3 })
    expect(first.ids).toEqual(FILLER_DESIGNS.slice(0, 12).map((d) => d.id))
    expect(second.ids).toEqual([212, 213])
    expect(beyond.ids).toEqual([])
    expect([first.total, second.total, beyond.total]).toEqual([14, 14, 14])
    expect((await ids({ pageSize: 48 })).ids).toHaveLength(21)
  })

  it('accepts query-string values and applies the defaults', async () => {
    const page = await listDesigns(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      occasion: 'party',
      page: '2',
      pageSize: '12',
    } as unknown as ListDesignsInput)
    expect(page.items.map((d) => d.id)).toEqual([212, 213])
  })

  it.each<[string, Record<string, unknown>]>([
    ['a page size other than 12 or 48', { pageSize: 20 }],
    ['page 0', { page: 0 }],
    ['an unknown occasion', { occasion: 'geburtstag; drop table designs' }],
    ['an unknown sort', { sort: 'price' }],
    ['an unknown colour', { color: 'chartreuse' }],
    ['punching none (not a filter)', { punching: 'none' }],
    ['an unknown brand', { brand: 'mug' }],
  ])('rejects %s', async (_label, input) => {
    await expect(
      listDesigns(handle.db, { brand: 'card', locale: 'de-DE', ...input } as ListDesignsInput),
    ).rejects.toBeInstanceOf(ZodError)
  })
})
