import { describe, expect, it } from 'vitest'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import { photoboxLabel } from './label'
import { photoboxLineOptions, photoboxLineOptionsSchema, pricePhotoboxLine } from './line'

const spec: PhotoboxSpec = {
  designType: 'dt41',
  type: 'standard',
  format: '10x15',
  material: 'photo-matt',
  quantity: 20,
}

describe('photo-box line', () => {
  it('takes its options from the spec and the boxes from the line', () => {
    const options = photoboxLineOptions(spec, 3)
    expect(options).toEqual({
      designType: 'dt41',
      photoboxType: 'standard',
      photoboxFormat: '10x15',
      photoboxMaterial: 'photo-matt',
      prints: 20,
      quantity: 3,
    })
    expect(photoboxLineOptionsSchema.parse(options)).toEqual(options)
  })

  it('refuses 0 or 21 boxes naming quantity', () => {
    for (const quantity of [0, 21, 1.5]) {
      expect(() => photoboxLineOptions(spec, quantity)).toThrow(
        expect.objectContaining({ options: { status: 422, field: 'quantity' } }),
      )
    }
  })

  it('prices one box with its prints, times the boxes, in the market currency', () => {
    const eur = pricePhotoboxLine(photoboxLineOptions(spec, 2), resolveMarket('DE'))
    expect(eur.unitPrice).toBe(999 + 20 * 29)
    expect(eur.total).toBe(2 * (999 + 20 * 29))
    const usd = pricePhotoboxLine(
      photoboxLineOptions({ ...spec, type: 'premium', material: 'hahnemuehle', format: '13x18' }, 1),
      resolveMarket('US'),
    )
    expect(usd.unitPrice).toBe(2199 + 20 * (55 + 45))
  })

  it('refuses a box with more prints than its format holds', () => {
    const options = { ...photoboxLineOptions(spec, 1), photoboxFormat: '13x13' as const, prints: 70 }
    expect(() => pricePhotoboxLine(options, resolveMarket('DE'))).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'quantity' } }),
    )
  })
})

describe('photoboxLabel', () => {
  it('names type, design, prints with size and paper in the shop language', () => {
    expect(photoboxLabel(spec, 'de-DE')).toBe(
      'Fotobox Pünktchenzauber, 20 Abzüge 10 × 15 cm, Fotopapier matt',
    )
    expect(photoboxLabel({ ...spec, type: 'premium', material: 'hahnemuehle' }, 'en')).toBe(
      'Linen photo box Pretty points, 20 prints 10 × 15 cm, Hahnemühle paper',
    )
    expect(photoboxLabel({ ...spec, format: '13x18', designType: 'dt58' }, 'en-US')).toMatch(
      /^Photo box Plain, 20 prints 5\.1 × 7\.1 in, Matte photo paper$/,
    )
    expect(photoboxLabel({ ...spec, material: 'photo-glossy' }, 'de-CH')).toBe(
      'Fotobox Pünktchenzauber, 20 Abzüge 10 × 15 cm, Fotopapier glänzend',
    )
  })
})
