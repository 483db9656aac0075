import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '@/lib/shop/catalogue/generator/catalogue'
import { designDocumentSchema, type DesignDocument } from '@/lib/shop/design-print/design/document'
import { checkDocument } from '@/lib/shop/design-print/design/document-checks'
import { documentPlaceholderNames } from '@/lib/shop/design-print/design/mail-merge'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { ENVELOPE_SIZES_MM, envelopeLayout, placeCardLayout, tableCardLayout, thankYouLayout } from './layout'
import { tablePlanLayout } from './poster'

const DESIGNS = generateCatalogue().designs
const of = (category: string, productType?: string) =>
  DESIGNS.filter(
    (d) => d.categories?.includes(category as never) && (!productType || d.productType === productType),
  ).map((d) => migrateDocument(d.template))

/** A laid-out document is one the shop stores: schema and document checks pass. */
function valid(doc: DesignDocument) {
  expect(designDocumentSchema.safeParse(doc).success).toBe(true)
  expect(checkDocument(doc)).toEqual([])
}

/**
 * Every catalogue design of each piece's category takes the list's fields (issue 31 point 7): a
 * generator change that renames a layer fails here, not on a customer's cards with sample names.
 */
describe('the catalogue designs of the printed pieces', () => {
  it('place cards: every one shows {{Name}}, with the meal line under it when asked', () => {
    const docs = of('place')
    expect(docs.length).toBeGreaterThan(10)
    for (const doc of docs) {
      expect(documentPlaceholderNames(placeCardLayout(doc, false))).toEqual(['Name'])
      const withMeal = placeCardLayout(doc, true)
      expect(documentPlaceholderNames(withMeal)).toEqual(['Name', 'Menü'])
      valid(withMeal)
    }
  })

  it('table cards: every one shows {{Tisch}} and {{Gäste}}', () => {
    for (const doc of of('table', 'table-card')) {
      const laid = tableCardLayout(doc)
      expect(documentPlaceholderNames(laid)).toEqual(['Tisch', 'Gäste'])
      valid(laid)
    }
  })

  it('table plans: every poster takes the tables in columns on its one A2 page, nothing off the sheet', () => {
    const docs = of('table', 'table-plan')
    expect(docs.length).toBeGreaterThanOrEqual(6)
    const tables = Array.from({ length: 14 }, (_, i) => ({
      label: `Tisch ${i + 1}`,
      names: Array.from({ length: 8 }, (_, j) => `Gast ${j + 1} von Tisch ${i + 1}`),
    }))
    for (const doc of docs) {
      const { document, fit } = tablePlanLayout(doc, tables, { title: 'Anna & Ben', date: '12. Juni 2027' })
      expect(document.format).toMatchObject({ trimWidthMm: 420, trimHeightMm: 594, fold: 'none' })
      expect(document.pages).toHaveLength(1)
      expect(fit).toMatchObject({ fits: true })
      const texts = document.pages[0]!.layers.flatMap((l) => (l.type === 'text' ? [l.content] : []))
      expect(texts).toContain('Tisch 14')
      expect(texts).toContain('Anna & Ben')
      expect(texts.join('\n')).not.toContain('Sophie Berg')
      valid(document)
    }
  })

  it('thank-you cards: every one gets the greeting, the thanks and the address on its back', () => {
    for (const doc of of('thank-you')) {
      const laid = thankYouLayout(doc)
      expect(documentPlaceholderNames(laid)).toEqual(['Anrede', 'Dank', 'Anschrift'])
      valid(laid)
    }
  })

  it('invitations: every one takes an envelope page of the envelope’s size with the address block', () => {
    for (const doc of of('invitation')) {
      const laid = envelopeLayout(doc, ENVELOPE_SIZES_MM.standard)
      const envelope = laid.pages.filter((p) => p.role === 'envelope')
      expect(envelope).toHaveLength(1)
      expect(envelope[0]!.sizeMm).toEqual({ width: 162, height: 114 })
      expect(documentPlaceholderNames(laid)).toContain('Anschrift')
      valid(laid)
      // Twice is still one envelope.
      expect(
        envelopeLayout(laid, ENVELOPE_SIZES_MM.standard).pages.filter((p) => p.role === 'envelope'),
      ).toHaveLength(1)
    }
  })
})
