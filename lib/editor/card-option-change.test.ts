import { describe, expect, it } from 'vitest'
import { standardFormat } from '@/lib/shop/design-print/design/formats'
import { parseDesignDocument } from '@/lib/shop/design-print/design/document'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { productChoices } from '@/lib/shop/design-print/saved-designs/product-choices'
import { setCardFormat } from './actions/set-card-format'
import { changeFormat, changePaper, quantityForGuestList } from './card-option-change'
import { createEditorStore } from './store'

const choices = productChoices('folded-card', 'de', {
  format: 'a6',
  punchings: ['round-corners'],
  document: standardFormat('a6-folded'),
})!
const options = {
  productType: 'folded-card' as const,
  format: 'a6' as const,
  paper: 'premium-matt' as const,
  refinement: 'gold' as const,
  quantity: 80,
  envelope: { sizeClass: 'standard' as const, flap: 'pointed' as const },
}

describe('changing the format (issue 30 point 1)', () => {
  it('picks the envelope that fits the new format, keeps the flap and says so', () => {
    const change = changeFormat(options, 'a5', choices)
    expect(change.patch).toEqual({ format: 'a5', envelope: { sizeClass: 'large', flap: 'pointed' } })
    expect(change.notices).toEqual([
      { kind: 'format', format: 'a5' },
      { kind: 'envelopeChanged', from: options.envelope, to: { sizeClass: 'large', flap: 'pointed' } },
    ])
  })

  it('keeps the envelope colour when the envelope is swapped for one that fits', () => {
    const cream = { ...options, envelope: { ...options.envelope, colour: 'cream' as const } }
    expect(changeFormat(cream, 'a5', choices).patch.envelope).toEqual({
      sizeClass: 'large',
      flap: 'pointed',
      colour: 'cream',
    })
  })

  it('leaves an envelope that still fits alone', () => {
    expect(changeFormat({ ...options, envelope: null }, 'a5', choices).patch).toEqual({ format: 'a5' })
  })
})

describe('changing the paper', () => {
  it('removes a refinement the new paper does not take and says so', () => {
    const change = changePaper(options, 'recycling', choices)
    expect(change.patch).toEqual({ paper: 'recycling', refinement: 'none' })
    expect(change.notices).toEqual([{ kind: 'refinementRemoved', from: 'gold' }])
  })

  it('keeps one it takes, silently', () => {
    expect(changePaper(options, 'naturpapier', choices)).toEqual({
      patch: { paper: 'naturpapier', refinement: 'gold' },
      notices: [],
    })
  })
})

describe('setCardFormat', () => {
  it('re-lays the document as one undo step; undo brings the old format back with the texts', () => {
    const store = createEditorStore({ document: parseDesignDocument(sampleDocumentInput()), options })
    expect(store.getState().run(setCardFormat, standardFormat('a5-folded'))).toBe(true)
    expect(store.getState().scene.document.format.key).toBe('a5-folded')
    const title = store.getState().scene.document.pages[0]!.layers[0]
    expect(title).toMatchObject({ content: 'Wir heiraten, {{Vorname}}!' })
    store.getState().undo()
    expect(store.getState().scene.document.format.key).toBe('a6-folded')
  })
})

describe('quantityForGuestList (ADR 0081)', () => {
  it('keeps a chosen quantity that holds a first list: 80 chosen, 30 guests → 30 + 50 without names', () => {
    expect(quantityForGuestList(80, 30, null)).toBe(80)
  })

  it('raises one that does not to the smallest step holding the guests', () => {
    expect(quantityForGuestList(20, 31, null)).toBe(35)
  })

  it('keeps the extras of a replaced list: 30 guests + 5 extras, now 40 guests → 45', () => {
    expect(quantityForGuestList(35, 40, 30)).toBe(45)
    expect(quantityForGuestList(35, 20, 30)).toBe(25)
  })
})
