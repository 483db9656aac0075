import { describe, expect, it } from 'vitest'
import { photoPrintsLabel } from './label'

const item = (format: '10x15' | '13x18', copies: number, extra: object = {}) => ({
  format,
  paper: 'matt' as const,
  border: 'none' as const,
  copies,
  ...extra,
})

describe('photoPrintsLabel', () => {
  it('counts copies per format in the order they first appear', () => {
    const spec = { items: [item('10x15', 20), item('13x18', 12), item('10x15', 4)] }
    expect(photoPrintsLabel(spec, 'de-DE')).toBe(
      'Fotoabzüge: 36 Abzüge (24 × 10 × 15 cm, 12 × 13 × 18 cm), matt',
    )
    expect(photoPrintsLabel(spec, 'en')).toBe(
      'Photo prints: 36 prints (24 × 10 × 15 cm, 12 × 13 × 18 cm), matte',
    )
  })

  it('names every paper, the white border, and sizes in inches in the US shop', () => {
    const spec = { items: [item('10x15', 1, { paper: 'hahnemuehle', border: 'white' }), item('10x15', 2)] }
    expect(photoPrintsLabel(spec, 'de')).toBe(
      'Fotoabzüge: 3 Abzüge (3 × 10 × 15 cm), Hahnemühle, matt, 1 mit weißem Rand',
    )
    expect(photoPrintsLabel({ items: [item('10x15', 1, { border: 'white' })] }, 'en-US')).toBe(
      'Photo prints: 1 print (1 × 3.9 × 5.9 in), matte, white border',
    )
  })
})
