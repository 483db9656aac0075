import { describe, expect, it } from 'vitest'
import { layerBounds } from '@/lib/shop/design-print/design/geometry'
import { newPhotobookDocument, photobookCoverLayout } from '@/lib/shop/design-print/design/photobook'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { newPhotoSlot, newTextLayer } from './layer-factory'

describe('new layers on photo-book pages', () => {
  const book = newPhotobookDocument(digitalBook({ pageCount: 48 }), bookTemplate, 'b')

  it('a text added to a spread sits on the left page, clear of the gutter', () => {
    const spread = book.pages[1]
    if (!spread) throw new Error('spread expected')
    const text = newTextLayer(book, spread, 'Hallo', 'Text')
    const b = layerBounds({ ...text, rotation: 0 })
    expect(b.x).toBeGreaterThanOrEqual(8)
    expect(b.x + b.width).toBeLessThanOrEqual(297 - 8)
  })

  it('a photo added to the cover lands on the front, not on the spine', () => {
    const cover = book.pages[0]
    if (!cover) throw new Error('cover expected')
    const slot = newPhotoSlot(book, cover, 'Foto', 'Ihr Foto')
    expect(slot.x).toBeGreaterThan(photobookCoverLayout(digitalBook({ pageCount: 48 })).front.x)
  })
})
