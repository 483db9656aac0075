import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { designCategories, designs } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from './testing/catalogue-db'
import type { NewDesign } from './design-schema'
import { getDesign } from './designs'
import { FIXTURE_DESIGNS } from './testing/designs'
import { upsertDesigns } from './upsert-designs'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const fixture = (id: number): NewDesign => {
  const found = FIXTURE_DESIGNS.find((d) => d.id === id)
  if (!found) throw new Error(`No fixture ${id}`)
  return found
}

describe('getDesign', () => {
  it.each([104, '104', 'goldene-ringe-einladung'])('finds a design by %j', async (key) => {
    const design = await getDesign(handle.db, key, 'de-CH')
    expect(design).toMatchObject({
      id: 104,
      name: 'Goldene Ringe Einladung',
      description: 'Einladung mit goldenen Ringen.',
      categories: ['invitation', 'save-the-date'],
      template: { version: 1, pages: [] },
    })
  })

  it.each([
    999,
    '0',
    '-1',
    '1e2',
    '99999999999',
    'nicht-da',
    'Goldene-Ringe',
    '../etc/passwd',
    "x' or '1'='1",
    '',
  ])('returns null for %j', async (key) => {
    expect(await getDesign(handle.db, key, 'de-DE')).toBeNull()
  })
})

describe('upsertDesigns', () => {
  it('writes nothing when run again with the same designs', async () => {
    expect(await upsertDesigns(handle.db, FIXTURE_DESIGNS)).toEqual({ written: 0 })
  })

  it('updates a changed design and replaces its categories, keeping its creation date', async () => {
    const { createdAt: _createdAt, ...undated } = fixture(102)
    const changed = { ...undated, popularity: 41, categories: ['table' as const] }
    expect(await upsertDesigns(handle.db, [changed])).toEqual({ written: 1 })
    const [row] = await handle.db.select().from(designs).where(eq(designs.id, 102))
    expect(row).toMatchObject({ popularity: 41, createdAt: new Date('2024-05-01T10:00:00Z') })
    const links = await handle.db.select().from(designCategories).where(eq(designCategories.designId, 102))
    expect(links.map((l) => l.category)).toEqual(['table'])
    expect(await upsertDesigns(handle.db, [changed])).toEqual({ written: 0 })
  })

  it.each<[string, (d: NewDesign) => unknown]>([
    ['an unknown colour', (d) => ({ ...d, colours: ['chartreuse'] })],
    ['no colour', (d) => ({ ...d, colours: [] })],
    ['a repeated label', (d) => ({ ...d, labels: ['new', 'new'] })],
    ['an all-digit slug', (d) => ({ ...d, slug: '12345' })],
    ['a slug with capitals', (d) => ({ ...d, slug: 'Gold' })],
    ['a missing de-DE name', (d) => ({ ...d, name: { 'en-GB': 'Only English' } })],
    ['an unknown product type', (d) => ({ ...d, productType: 'mug' })],
    ['a negative popularity', (d) => ({ ...d, popularity: -1 })],
    ['no template', (d) => ({ ...d, template: null })],
    ['an extra field', (d) => ({ ...d, price: 100 })],
  ])('rejects %s before writing anything', async (_label, change) => {
    const bad = change({ ...fixture(105), id: 900, slug: 'neu-900' }) as NewDesign
    await expect(upsertDesigns(handle.db, [bad])).rejects.toBeInstanceOf(ZodError)
    expect(await getDesign(handle.db, 900, 'de-DE')).toBeNull()
  })

  it('rejects a batch that repeats an id or a slug', async () => {
    const a = fixture(105)
    await expect(upsertDesigns(handle.db, [a, { ...a, slug: 'andere' }])).rejects.toThrow(/ids repeat/)
    await expect(upsertDesigns(handle.db, [a, { ...a, id: 901 }])).rejects.toThrow(/slugs repeat/)
  })

  it('rolls the whole batch back when the database refuses one design (unknown theme)', async () => {
    const good = { ...fixture(105), id: 902, slug: 'neu-902' }
    const orphan = { ...fixture(105), id: 903, slug: 'neu-903', themeId: 424242 }
    await expect(upsertDesigns(handle.db, [good, orphan])).rejects.toThrow()
    expect(await getDesign(handle.db, 902, 'de-DE')).toBeNull()
  })
})
