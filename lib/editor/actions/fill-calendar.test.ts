import { beforeAll, describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import { calendarTemplate, wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { createEditorStore, loadDocumentCheck } from '../store'
import { fillCalendar } from './fill-calendar'

const template = calendarTemplate

const photo = (n: number, capturedAt: string | null) => ({
  id: `up-${String(n).padStart(32, '0')}`,
  widthPx: 3000,
  heightPx: 2000,
  capturedAt,
  uploadedAt: `2026-11-0${(n % 9) + 1}T10:00:00Z`,
})

beforeAll(() => loadDocumentCheck())

describe('fillCalendar', () => {
  it('fills cover and months in one undo step, a July photo on July, no photo twice', () => {
    const document = newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'cal-1')
    const store = createEditorStore({ document, options: null })
    const photos = [photo(1, '2025-07-14T09:00:00Z'), photo(2, '2025-01-02T09:00:00Z'), photo(3, null)]
    expect(store.getState().run(fillCalendar, { photos })).toBe(true)
    const assets = store
      .getState()
      .scene.document.pages.flatMap((p) =>
        p.layers.map((l) => [p.id, l.type === 'photo' ? l.assetId : undefined]),
      )
      .filter(([, asset]) => asset !== undefined)
    expect(new Set(assets.map(([, a]) => a)).size).toBe(assets.length)
    expect(assets).toContainEqual(['month-7', photos[0]?.id])
    expect(assets).toHaveLength(3)
    store.getState().undo()
    expect(store.getState().scene.document).toBe(document)
  })

  it('changes nothing without photos', () => {
    const document = newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'cal-2')
    const store = createEditorStore({ document, options: null })
    expect(store.getState().run(fillCalendar, { photos: [] })).toBe(false)
  })
})
