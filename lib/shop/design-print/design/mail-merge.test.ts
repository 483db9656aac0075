import { describe, expect, it } from 'vitest'
import { parseDesignDocument } from './document'
import {
  checkMergeColumns,
  documentPlaceholderNames,
  findDocumentPlaceholders,
  mergeDocument,
} from './mail-merge'
import { createDocument, page, qrCode, textLayer } from './templates'
import { sampleDocumentInput } from './testing/fixtures'

const doc = createDocument({
  id: 'merge',
  format: 'a6-postcard',
  pages: [
    page('front', {
      layers: [
        textLayer({ content: 'Liebe {{Vorname}} {{Nachname}}', x: 10, y: 10, width: 100, height: 20 }),
        qrCode({ data: 'https://example.org/rsvp/{{Gast-ID}}', x: 110, y: 70, width: 20, height: 20 }),
      ],
    }),
    page('back', { layers: [textLayer({ content: '{{vorname}}', x: 10, y: 10, width: 50, height: 10 })] }),
  ],
})

describe('mail merge over a document', () => {
  it('finds fields in text and QR layers with their location', () => {
    expect(findDocumentPlaceholders(doc).map((u) => `${u.pageId}/${u.layerId}/${u.name}`)).toEqual([
      'front/front-text-1/Vorname',
      'front/front-text-1/Nachname',
      'front/front-qr-1/Gast-ID',
      'back/back-text-1/vorname',
    ])
    expect(documentPlaceholderNames(doc)).toEqual(['Vorname', 'Nachname', 'Gast-ID'])
  })

  it('checks a header row for missing and unused columns', () => {
    expect(checkMergeColumns(doc, ['vorname', 'Gast-ID', 'Strasse', 'E-Mail'])).toEqual({
      missing: ['Nachname'],
      unused: ['Strasse', 'E-Mail'],
    })
  })

  it('merges one row into a copy without touching the original', () => {
    const row = { Vorname: 'Anna', 'Gast-ID': '42', Telefon: '089' }
    const merged = mergeDocument(doc, row)
    expect(merged.missing).toEqual(['Nachname'])
    expect(merged.unused).toEqual(['Telefon'])
    const front = merged.document.pages[0]?.layers
    expect(front?.[0]).toMatchObject({ content: 'Liebe Anna {{Nachname}}' })
    expect(front?.[1]).toMatchObject({ data: 'https://example.org/rsvp/42' })
    expect(merged.document.pages[1]?.layers[0]).toMatchObject({ content: 'Anna' })
    expect(doc.pages[0]?.layers[0]).toMatchObject({ content: 'Liebe {{Vorname}} {{Nachname}}' })
  })

  it('works on the hand-written fixture', () => {
    expect(documentPlaceholderNames(parseDesignDocument(sampleDocumentInput()))).toEqual(['Vorname'])
  })
})
