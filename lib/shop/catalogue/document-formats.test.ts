import { describe, expect, it } from 'vitest'
import { FORMATS, type FormatKey } from '@/lib/config/catalog'
import { standardFormat } from '../design-print/design/formats'
import { panelSize } from '../design-print/design/geometry'
import type { AspectRatioKey } from '@/lib/model/design-keys'
import {
  DOCUMENT_FORMATS,
  documentFormatFor,
  foldingOf,
  requireDocumentFormat,
  type Folding,
} from './document-formats'

const entries = Object.entries(DOCUMENT_FORMATS).flatMap(([format, byFolding]) =>
  Object.entries(byFolding ?? {}).flatMap(([folding, byAspect]) =>
    Object.entries(byAspect ?? {}).map(([aspect, preset]) => ({
      format: format as FormatKey,
      folding: folding as Folding,
      aspect: aspect as AspectRatioKey,
      preset,
    })),
  ),
)

const FOLDS: Record<Folding, readonly string[]> = {
  flat: ['none'],
  folded: ['vertical', 'horizontal'],
  tent: ['tent'],
}

describe('catalogue format → document preset', () => {
  it.each(entries)('$format $folding $aspect → $preset has the catalogue size, fold and orientation', (e) => {
    const doc = standardFormat(e.preset)
    const page = panelSize(doc)
    const { widthMm, heightMm } = FORMATS[e.format]
    const expected = e.aspect === 'landscape' ? [heightMm, widthMm] : [widthMm, heightMm]
    expect([page.width, page.height]).toEqual(expected)
    expect(FOLDS[e.folding]).toContain(doc.fold)
    expect(doc.orientation).toBe(e.aspect)
  })

  it('reads the folding from the product type', () => {
    expect(foldingOf('folded-card')).toBe('folded')
    expect(foldingOf('table-card')).toBe('tent')
    expect(foldingOf('postcard')).toBe('flat')
    expect(documentFormatFor('a6', 'folded-card', 'portrait')).toBe('a6-folded-portrait')
    expect(documentFormatFor('a6', 'postcard', 'landscape')).toBe('a6-postcard')
    expect(documentFormatFor('din-lang', 'menu-insert', 'portrait')).toBe('menu-card-din-long')
    expect(documentFormatFor('din-lang', 'table-card', 'landscape')).toBe('table-card')
    expect(documentFormatFor('a7', 'table-card', 'landscape')).toBe('place-card-a7')
    expect(documentFormatFor('quadrat', 'folded-card', 'square')).toBe('square-145-folded')
  })

  it('has no preset for combinations the shop does not make', () => {
    expect(documentFormatFor('a0', 'postcard', 'portrait')).toBeUndefined()
    expect(documentFormatFor('rund-40', 'postcard', 'landscape')).toBeUndefined()
    expect(() => requireDocumentFormat('a5', 'table-card', 'landscape')).toThrow(
      'No document format for table-card in a5 (landscape)',
    )
  })
})
