import { describe, expect, it } from 'vitest'
import { parseDesignDocument } from './document'
import { standardFormat } from './formats'
import { relayDocument, takesFormat } from './reformat'
import { sampleDocumentInput } from './testing/fixtures'

const a6Folded = () => parseDesignDocument(sampleDocumentInput())

describe('relayDocument', () => {
  it('scales an A6 folded card into A5 folded, keeping every text and photo', () => {
    const relaid = relayDocument(a6Folded(), standardFormat('a5-folded'))
    expect(relaid.format).toMatchObject({ key: 'a5-folded', trimWidthMm: 210, trimHeightMm: 296 })
    const [title, photo] = relaid.pages[0]!.layers
    expect(title).toMatchObject({ type: 'text', content: 'Wir heiraten, {{Vorname}}!' })
    // One factor for both sides: the smaller of 210/148 and 296/210 (ISO sides are whole mm).
    const factor = 296 / 210
    expect(title!.width).toBeCloseTo(128 * factor, 1)
    expect(title?.type === 'text' && title.fontSizePt).toBeCloseTo(24 * (296 / 210), 0)
    expect(photo).toMatchObject({ type: 'photo', placeholderLabel: 'Ihr Foto' })
    // Every layer stays inside its A5 panel (148 mm high).
    for (const layer of relaid.pages[0]!.layers) {
      expect(layer.x + layer.width).toBeLessThanOrEqual(210.01)
      expect(layer.y + layer.height).toBeLessThanOrEqual(148.01)
    }
  })

  it('leaves the envelope page (its own size) as it is', () => {
    const before = a6Folded()
    const relaid = relayDocument(before, standardFormat('a5-folded'))
    expect(relaid.pages[2]).toEqual(before.pages[2])
  })

  it('goes back to the same layout (A6 → A5 → A6) within a millimetre', () => {
    const before = a6Folded()
    const back = relayDocument(
      relayDocument(before, standardFormat('a5-folded')),
      standardFormat('a6-folded'),
    )
    back.pages[0]!.layers.forEach((layer, i) => {
      const was = before.pages[0]!.layers[i]!
      expect(Math.abs(layer.x - was.x)).toBeLessThan(1)
      expect(Math.abs(layer.width - was.width)).toBeLessThan(1)
    })
  })

  it('refuses a format of another shape or fold', () => {
    expect(takesFormat(standardFormat('a6-folded'), standardFormat('a5-folded'))).toBe(true)
    expect(takesFormat(standardFormat('a6-folded'), standardFormat('din-long-folded'))).toBe(false)
    expect(takesFormat(standardFormat('a6-folded'), standardFormat('a5'))).toBe(false)
    expect(() => relayDocument(a6Folded(), standardFormat('square-145-folded'))).toThrow(RangeError)
  })
})
