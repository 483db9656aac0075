import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { findDraft } from './manage'
import { createSavedDesign, getSavedDesign, listSavedDesigns, updateSavedDesign } from './saved-designs'
import type { SavedDesignOwner } from './schema'

vi.mock('server-only', () => ({}))
const { savedDesignPreview } = await import('./preview')

/** Saved calendars and photo books (ADR 0070): the product and its document, no card options. */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

const visitor = (): SavedDesignOwner => ({ visitorKey: randomUUID() })
const CARD = { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 } as const
const template = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
} as const
const calendar = (patch: Parameters<typeof wallCalendar>[0] = {}) =>
  newCalendarDocument(calendarSpecSchema.parse(wallCalendar(patch)), template, 'cal-saved')
const book = () => newPhotobookDocument(digitalBook({ pageCount: 32 }), bookTemplate, 'book-saved')

describe('saved calendars and photo books', () => {
  it('saves a calendar without card options, reads it back and saves over its revision', async () => {
    const owner = visitor()
    const ref = await createSavedDesign(handle.db, owner, { product: 'calendar', document: calendar() })
    const saved = await getSavedDesign(handle.db, owner, ref.id)
    expect(saved).toMatchObject({ product: 'calendar', designId: null, options: null })
    expect(saved?.document.calendar?.formatType).toBe('a4-quer')
    const next = await updateSavedDesign(handle.db, owner, {
      product: 'calendar',
      id: ref.id,
      revision: 1,
      document: calendar({ startMonth: 9, months: 13 }),
    })
    expect(next.revision).toBe(2)
    expect((await getSavedDesign(handle.db, owner, ref.id))?.document.calendar?.months).toBe(13)
  })

  it('draws the cover of a saved calendar and of a saved book for "Meine Designs"', async () => {
    const owner = visitor()
    for (const [product, document] of [
      ['calendar', calendar()],
      ['photobook', book()],
    ] as const) {
      const ref = await createSavedDesign(handle.db, owner, { product, document })
      const preview = await savedDesignPreview(handle.db, owner, ref.id)
      expect((await sharp(preview!.bytes).metadata()).format).toBe('webp')
    }
  })

  it('lists calendars, books and cards with what "Meine Designs" shows of each', async () => {
    const owner = visitor()
    await createSavedDesign(handle.db, owner, { product: 'calendar', document: calendar() })
    await createSavedDesign(handle.db, owner, { product: 'photobook', document: book() })
    await createSavedDesign(handle.db, owner, {
      designId: 101,
      document: sampleDocumentInput(),
      options: CARD,
    })
    const list = await listSavedDesigns(handle.db, owner)
    expect(list.map((s) => [s.product, s.designGroupId, s.format, s.quantity])).toEqual([
      ['card', null, 'a6', 50],
      ['photobook', 401, 'din-landscape', null],
      ['calendar', 2101, 'a4-quer', null],
    ])
  })

  it('refuses a calendar without its spec, and never turns one product into another', async () => {
    const owner = visitor()
    await expect(
      createSavedDesign(handle.db, owner, { product: 'calendar', document: sampleDocumentInput() }),
    ).rejects.toMatchObject({ status: 422, options: { field: 'document.calendar' } })
    const ref = await createSavedDesign(handle.db, owner, { product: 'photobook', document: book() })
    await expect(
      updateSavedDesign(handle.db, owner, {
        product: 'calendar',
        id: ref.id,
        revision: 1,
        document: calendar(),
      }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      updateSavedDesign(handle.db, owner, {
        id: ref.id,
        revision: 1,
        document: sampleDocumentInput(),
        options: CARD,
      }),
    ).rejects.toMatchObject({ status: 404 })
    expect((await getSavedDesign(handle.db, owner, ref.id))?.product).toBe('photobook')
  })

  it('refuses card options on a calendar and an unknown product with a 400', async () => {
    const owner = visitor()
    await expect(
      createSavedDesign(handle.db, owner, {
        product: 'calendar',
        document: calendar(),
        options: CARD,
      } as never),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      createSavedDesign(handle.db, owner, { product: 'mug', document: calendar() } as never),
    ).rejects.toMatchObject({ status: 400, options: { field: 'product' } })
  })

  it('offers the latest draft of a calendar’s or photo book’s design group, not another group’s or product’s', async () => {
    const owner = visitor()
    const other = await createSavedDesign(handle.db, owner, {
      product: 'calendar',
      document: calendar({ designGroupId: 2102 }),
    })
    expect(await findDraft(handle.db, owner, { product: 'calendar', designGroupId: 2101 })).toBeNull()
    const wall = await createSavedDesign(handle.db, owner, { product: 'calendar', document: calendar() })
    const photobook = await createSavedDesign(handle.db, owner, { product: 'photobook', document: book() })
    expect(await findDraft(handle.db, owner, { product: 'calendar', designGroupId: 2101 })).toEqual({
      ...wall,
      name: null,
    })
    expect((await findDraft(handle.db, owner, { product: 'calendar', designGroupId: 2102 }))?.id).toBe(
      other.id,
    )
    expect((await findDraft(handle.db, owner, { product: 'photobook', designGroupId: 401 }))?.id).toBe(
      photobook.id,
    )
    expect(await findDraft(handle.db, visitor(), { product: 'photobook', designGroupId: 401 })).toBeNull()
  })
})
