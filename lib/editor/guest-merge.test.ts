import { describe, expect, it } from 'vitest'
import { createDocument, page, textLayer } from '@/lib/shop/design-print/design/templates'
import { parseDesignDocument } from '@/lib/shop/design-print/design/document'
import {
  autoMapping,
  duplicateColumns,
  guestDocument,
  overflowingLayers,
  storedMapping,
  unmappedFields,
} from './guest-merge'

describe('autoMapping', () => {
  it('maps fields to columns by name, case and spelling tolerant, and leaves the rest null', () => {
    expect(autoMapping(['Vorname', 'Nachname', 'Tisch'], ['VORNAME', 'nach-name', 'Gruppe'])).toEqual({
      Vorname: 'VORNAME',
      Nachname: 'nach-name',
      Tisch: null,
    })
  })

  it('keeps a choice the customer made while its column still exists', () => {
    const previous = { Vorname: 'Rufname', Nachname: 'Weg' }
    expect(autoMapping(['Vorname', 'Nachname'], ['Rufname', 'Nachname'], previous)).toEqual({
      Vorname: 'Rufname',
      Nachname: 'Nachname',
    })
  })

  it('keeps an explicit "no column" choice', () => {
    expect(autoMapping(['Vorname'], ['Vorname'], { Vorname: null })).toEqual({ Vorname: null })
  })

  it('reports unmapped fields and columns used twice', () => {
    const mapping = { Vorname: 'Name', Nachname: 'Name', Tisch: null }
    expect(unmappedFields(mapping)).toEqual(['Tisch'])
    expect(duplicateColumns(mapping)).toEqual(['Name'])
  })

  it('stores only the fields the design still uses', () => {
    expect(storedMapping(['Vorname'], { vorname: 'A', Alt: 'B' })).toEqual({ Vorname: 'A' })
  })
})

describe('guest cards', () => {
  const doc = createDocument({
    id: 'g1',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          textLayer({ id: 'name', content: '{{Vorname}} {{Nachname}}', x: 10, y: 10, width: 40, height: 8 }),
        ],
      }),
    ],
  })

  it('fills one guest’s values through the mapping', () => {
    const merged = guestDocument(doc, ['First', 'Last'], ['Anna', 'Berg'], {
      Vorname: 'First',
      Nachname: 'Last',
    })
    const layer = merged.pages[0]?.layers[0]
    expect(layer?.type === 'text' && layer.content).toBe('Anna Berg')
  })

  it('flags a name too long for its box', () => {
    const mapping = { Vorname: 'First', Nachname: 'Last' }
    const short = guestDocument(doc, ['First', 'Last'], ['Al', 'Bo'], mapping)
    const long = guestDocument(
      doc,
      ['First', 'Last'],
      ['Maximiliane-Theresia', 'von Hohenzollern-Sigmaringen '.repeat(4)],
      mapping,
    )
    expect(overflowingLayers(short)).toEqual([])
    expect(overflowingLayers(long).map((i) => i.layerId)).toEqual(['name'])
  })

  it('the document keeps the guest list and mapping through validation', () => {
    const withList = {
      ...doc,
      guestListId: '0b8f8a52-7d4e-4a57-9a8e-6d0f1b2c3d4e',
      guestMapping: { Vorname: 'First' },
    }
    expect(parseDesignDocument(withList)).toMatchObject({ guestMapping: { Vorname: 'First' } })
    expect(() => parseDesignDocument({ ...doc, guestListId: 'nope' })).toThrow()
  })
})
