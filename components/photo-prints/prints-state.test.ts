import { describe, expect, it } from 'vitest'
import { PHOTO_PRINTS_MAX_ITEMS } from '@/lib/model/photo-print-keys'
import { parseDesignDocument } from '@/lib/shop/design-print/design/document'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { printsReducer, type PrintsState } from './prints-state'

const upload = (n: number, widthPx: number | null = 4000, heightPx: number | null = 3000): UploadSummary => ({
  id: `up-${String(n).padStart(32, '0')}`,
  kind: 'photo',
  format: 'jpeg',
  widthPx,
  heightPx,
  pageCount: null,
  widthMm: null,
  heightMm: null,
  faces: null,
  capturedAt: null,
  uploadedAt: '2026-11-28T00:00:00Z',
  previewUrl: `/p/${n}`,
  thumbUrl: `/t/${n}`,
  originalUrl: `/o/${n}`,
})

const empty: PrintsState = {
  documentId: 'doc-1',
  document: null,
  photos: {},
  defaults: { format: '13x18', paper: 'glossy', border: 'white' },
}

describe('the photo-print page state', () => {
  it('adds each upload as a print with the defaults, and a choice for all becomes the new default', () => {
    let state = printsReducer(empty, { type: 'uploaded', upload: upload(1) })
    expect(state.document?.photoPrints?.items).toEqual([
      { format: '13x18', paper: 'glossy', border: 'white', copies: 1 },
    ])
    expect(state.photos[upload(1).id]).toEqual({
      previewUrl: '/p/1',
      thumbUrl: '/t/1',
      widthPx: 4000,
      heightPx: 3000,
    })
    state = printsReducer(state, { type: 'all', patch: { format: '9x13' } })
    state = printsReducer(state, { type: 'uploaded', upload: upload(2, 3000, 4000) })
    expect(state.document?.photoPrints?.items.map((i) => i.format)).toEqual(['9x13', '9x13'])
    expect(state.document?.pages.map((p) => p.sizeMm)).toEqual([
      { width: 130, height: 90 },
      { width: 90, height: 130 },
    ])
    state = printsReducer(state, { type: 'item', index: 1, patch: { copies: 4 } })
    expect(parseDesignDocument(state.document)).toEqual(state.document)
  })

  it('removes prints down to none and ignores uploads without pixels', () => {
    let state = printsReducer(empty, { type: 'uploaded', upload: upload(1, null, null) })
    expect(state).toBe(empty)
    state = printsReducer(empty, { type: 'uploaded', upload: upload(1) })
    expect(printsReducer(state, { type: 'remove', index: 0 }).document).toBeNull()
  })

  it(`takes no more than ${PHOTO_PRINTS_MAX_ITEMS} photos`, () => {
    let state = empty
    for (let n = 0; n <= PHOTO_PRINTS_MAX_ITEMS; n++)
      state = printsReducer(state, { type: 'uploaded', upload: upload(n) })
    expect(state.document?.pages).toHaveLength(PHOTO_PRINTS_MAX_ITEMS)
  })

  it('changes one of 200 prints without touching the others, so only its row renders again', () => {
    let state = empty
    for (let n = 0; n < 200; n++) state = printsReducer(state, { type: 'uploaded', upload: upload(n) })
    const next = printsReducer(state, { type: 'item', index: 100, patch: { format: '20x30' } })
    const changed = next.document!.pages.filter((page, i) => page !== state.document!.pages[i])
    expect(changed.map((page) => page.id)).toEqual(['print-101'])
    const items = next.document!.photoPrints!.items
    expect(items.filter((item, i) => item !== state.document!.photoPrints!.items[i])).toHaveLength(1)
  })
})
