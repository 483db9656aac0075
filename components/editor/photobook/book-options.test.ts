import { describe, expect, it } from 'vitest'
import { photobookChoices } from '@/lib/api/editor/photobook-choices'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { findDesignGroupSet } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { nearestPageCount, pageCounts, withBookOptions } from './book-options'

const choices = photobookChoices(findDesignGroupSet(403)!, 'de-DE')
const book: PhotobookSpec = {
  designGroupSetId: 403,
  type: 'digitalfotobuch',
  format: 'din-landscape',
  cover: 'hard',
  binding: 'pur',
  paper: 'feinstweiss',
  coverLamination: 'matt',
  pageCount: 60,
}
const typeOf = (key: string) => choices.types.find((t) => t.key === key)!

describe('photo-book options on the client', () => {
  it('lists a type’s page counts in its steps', () => {
    expect(pageCounts(typeOf('fotoheft'))).toEqual([16, 20, 24, 28, 32, 36, 40, 44, 48])
    expect(pageCounts(typeOf('digitalfotobuch'))).toHaveLength(89)
  })

  it('moves a page count to the type’s nearest, ties upwards', () => {
    expect(nearestPageCount(typeOf('fotoheft'), 60)).toBe(48)
    expect(nearestPageCount(typeOf('fotoheft'), 22)).toBe(24)
    expect(nearestPageCount(typeOf('echtfotobuch'), 10)).toBe(24)
  })

  it('a booklet is soft, stapled, on its papers and at most 48 pages', () => {
    expect(withBookOptions(book, { type: 'fotoheft' }, choices)).toEqual({
      ...book,
      type: 'fotoheft',
      cover: 'soft',
      binding: 'heftbindung',
      paper: 'standard',
      pageCount: 48,
    })
  })

  it('a real photo book is hard and lay-flat; its matt paper is kept', () => {
    const next = withBookOptions({ ...book, paper: 'matt', cover: 'soft' }, { type: 'echtfotobuch' }, choices)
    expect(next).toMatchObject({ cover: 'hard', binding: 'layflat', paper: 'matt', pageCount: 60 })
  })

  it('keeps what still fits and refuses a format the set does not have', () => {
    expect(withBookOptions(book, { coverLamination: 'glossy' }, choices)).toEqual({
      ...book,
      coverLamination: 'glossy',
    })
    const square = photobookChoices(findDesignGroupSet(404)!, 'de-DE')
    expect(withBookOptions({ ...book, format: 'square' }, { format: 'din-portrait' }, square).format).toBe(
      'square',
    )
  })
})
