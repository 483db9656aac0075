import { describe, expect, it } from 'vitest'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { autoFillPhotos, slotUploadOf } from './photo-pick'

const upload = (n: number, over: Partial<UploadSummary> = {}): UploadSummary => ({
  id: `up-${String(n).padStart(32, '0')}`,
  kind: 'photo',
  format: 'jpeg',
  widthPx: 4000,
  heightPx: 3000,
  pageCount: null,
  widthMm: null,
  heightMm: null,
  faces: null,
  capturedAt: null,
  uploadedAt: '2026-11-28T00:00:00Z',
  previewUrl: `/p/${n}`,
  thumbUrl: `/t/${n}`,
  originalUrl: `/o/${n}`,
  ...over,
})

describe('slotUploadOf', () => {
  it('gives a slot the size and faces of a photo, and nothing for no pick or a file without pixels', () => {
    const faces = [{ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }]
    expect(slotUploadOf(upload(1, { faces }))).toEqual({
      id: upload(1).id,
      widthPx: 4000,
      heightPx: 3000,
      faces,
    })
    expect(slotUploadOf(upload(2))).toEqual({ id: upload(2).id, widthPx: 4000, heightPx: 3000 })
    expect(slotUploadOf(null)).toBeNull()
    expect(slotUploadOf(upload(3, { kind: 'layout', widthPx: null, heightPx: null }))).toBeNull()
  })
})

describe('autoFillPhotos', () => {
  it('keeps photos with pixels, in upload order, with their capture time', () => {
    const photos = autoFillPhotos([
      upload(1, { capturedAt: '2026-01-01T10:00:00' }),
      upload(2, { kind: 'layout', widthPx: null, heightPx: null }),
      upload(3),
    ])
    expect(photos.map((p) => p.id)).toEqual([upload(1).id, upload(3).id])
    expect(photos[0]).toEqual({
      id: upload(1).id,
      widthPx: 4000,
      heightPx: 3000,
      capturedAt: '2026-01-01T10:00:00',
      uploadedAt: '2026-11-28T00:00:00Z',
    })
  })
})
