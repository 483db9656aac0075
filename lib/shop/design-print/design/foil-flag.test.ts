import { describe, expect, it } from 'vitest'
import { sampleDocumentInput } from './testing/fixtures'
import { canBeFoiled, isFoiled } from './layers'
import { migrateDocument } from './migrations'

/** The refinement flag on layers (ADR 0082): optional, so every stored design stays readable. */
describe('foil flag', () => {
  it('reads a stored design without the flag: nothing is refined', () => {
    const doc = migrateDocument(sampleDocumentInput())
    const layers = doc.pages.flatMap((p) => p.layers)
    expect(layers.length).toBeGreaterThan(0)
    expect(layers.some(isFoiled)).toBe(false)
  })

  it('keeps the flag on text, clip art, frames and shapes', () => {
    const input = sampleDocumentInput()
    const front = input.pages[0]!
    const text = front.layers.find((l) => l.type === 'text')!
    const doc = migrateDocument({
      ...input,
      pages: [{ ...front, layers: [{ ...text, foil: true }] }, ...input.pages.slice(1)],
    })
    const layer = doc.pages[0]!.layers[0]!
    expect(canBeFoiled(layer) && layer.foil).toBe(true)
    expect(isFoiled(layer)).toBe(true)
  })

  it('refuses the flag on a photo: a photograph cannot be foiled', () => {
    const input = sampleDocumentInput()
    const front = input.pages[0]!
    const photo = front.layers.find((l) => l.type === 'photo')!
    expect(() =>
      migrateDocument({
        ...input,
        pages: [{ ...front, layers: [{ ...photo, foil: true }] }, ...input.pages.slice(1)],
      }),
    ).toThrow(/not valid/)
  })
})
