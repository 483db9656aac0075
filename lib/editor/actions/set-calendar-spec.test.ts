import { beforeAll, describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import { calendarTemplate, wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { createEditorStore, loadDocumentCheck } from '../store'
import { placePhotoInSlot } from './place-photo-in-slot'
import { setCalendarSpec } from './set-calendar-spec'

const template = calendarTemplate

function setup() {
  const document = newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'cal-1')
  return createEditorStore({ document, options: null })
}

const photoOf = (store: ReturnType<typeof setup>, pageId: string) =>
  store
    .getState()
    .scene.document.pages.find((p) => p.id === pageId)
    ?.layers.find((l) => l.type === 'photo')

beforeAll(() => loadDocumentCheck())

describe('setCalendarSpec', () => {
  it('changes the holidays and the paper in the spec alone, one undo step', () => {
    const store = setup()
    const pages = store.getState().scene.document.pages
    const ok = store.getState().run(setCalendarSpec, {
      patch: { holidays: { country: 'DE', region: 'BY' }, paperType: 'matt' },
    })
    expect(ok).toBe(true)
    const { document } = store.getState().scene
    expect(document.calendar).toMatchObject({ holidays: { region: 'BY' }, paperType: 'matt' })
    expect(document.pages).toBe(pages)
    store.getState().undo()
    expect(store.getState().scene.document.calendar?.holidays.region).toBeNull()
  })

  it('rebuilds the pages for 14 months from July, photos staying on their pages', () => {
    const store = setup()
    const upload = { id: 'up-1', widthPx: 3000, heightPx: 2000 }
    const slot = photoOf(store, 'month-2')!
    store.getState().run(placePhotoInSlot, { pageId: 'month-2', layerId: slot.id, upload })
    expect(store.getState().run(setCalendarSpec, { patch: { startMonth: 7, months: 14 } })).toBe(true)
    const { document } = store.getState().scene
    expect(document.pages.filter((p) => p.role === 'month')).toHaveLength(14)
    expect(photoOf(store, 'month-2')).toMatchObject({ assetId: 'up-1' })
  })

  it('changes nothing for a patch that makes no valid calendar', () => {
    const store = setup()
    const before = store.getState().scene
    expect(store.getState().run(setCalendarSpec, { patch: { months: 13 } })).toBe(false)
    expect(
      store.getState().run(setCalendarSpec, { patch: { holidays: { country: 'AT', region: 'BY' } } }),
    ).toBe(false)
    expect(store.getState().run(setCalendarSpec, { patch: { paperType: 'standard' } })).toBe(false)
    expect(store.getState().scene).toBe(before)
  })
})
