import { describe, expect, it } from 'vitest'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from './design-group-sets'
import { photobookTemplateOf } from './template'

describe('photobookTemplateOf', () => {
  it.each(PHOTOBOOK_DESIGN_GROUP_SETS.map((s) => [s.id, s] as const))(
    'set %i makes a valid book in each of its formats',
    (_, set) => {
      for (const format of set.formats) {
        const doc = newPhotobookDocument(
          digitalBook({ designGroupSetId: set.id, format, pageCount: 48 }),
          photobookTemplateOf(set, 'de'),
          `book-${set.id}`,
        )
        expect(doc.pages[0]?.layers.find((l) => l.id === 'cover-title')).toMatchObject({
          content: set.names.de,
        })
      }
    },
  )
})
