import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GET as photoboxData } from '@/app/web-api/photobox-data/route'
import { GET as photoboxPrices } from '@/app/price-api/prices/photoboxes/route'
import { describeContract } from '@/lib/api/testing/contract-cases'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import {
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_FORMATS,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_TYPE_KEYS,
} from '@/lib/shop/photo-products/photobox/config'
import { quotePhotobox } from '@/lib/shop/photo-products/photobox/pricing'

describeContract({
  path: '/web-api/photobox-data',
  handler: photoboxData,
  headers: { locale: 'de-AT' },
  valid: {},
  checkValid: (json) => {
    const data = json as { designs: { photoboxDesignType: string; name: string }[]; formats: object[] }
    expect(data.designs).toHaveLength(18)
    expect(data.designs[0]).toEqual({ photoboxDesignType: 'dt41', name: 'Pünktchenzauber' })
    expect(data.designs.at(-1)?.photoboxDesignType).toBe('dt58')
    expect(data.formats[0]).toMatchObject({ photoboxFormatString: '100x150', photoboxQuantityMax: 100 })
  },
  wrongType: [[{ currency: 'eur' }, 'currency']],
  extra: { design: 'dt41' },
  huge: [[{ currency: 'X'.repeat(10_000) }, 'currency']],
})

describeContract({
  path: '/price-api/prices/photoboxes',
  handler: photoboxPrices,
  valid: { photoboxType: 'standard', photoboxFormat: '13x18', photoboxMaterial: 'hahnemuehle' },
  checkValid: (json) => {
    const { prices } = json as { prices: { quantity: number; total: number }[] }
    expect(prices).toHaveLength(6)
    expect(prices[0]).toEqual({ quantity: 10, total: 999 + 10 * (49 + 40) })
  },
  missing: [[{ photoboxFormat: '13x18' }, 'photoboxType']],
  wrongType: [[{ photoboxType: 'standard', photoboxFormat: '18x13' }, 'photoboxFormat']],
  extra: { quantity: '10' },
  huge: [[{ photoboxType: 'standard'.repeat(1000), photoboxFormat: '13x18' }, 'photoboxType']],
})

describe('photo box prices', () => {
  it('refuses more prints than the box holds, naming quantity', () => {
    expect(() =>
      quotePhotobox(
        { photoboxType: 'standard', photoboxFormat: '13x13', photoboxMaterial: 'photo-matt', quantity: 70 },
        'EUR',
      ),
    ).toThrow(expect.objectContaining({ options: { status: 422, field: 'quantity' } }))
  })

  it('sums its parts and grows with the number of prints', () => {
    const arb = fc.record({
      photoboxType: fc.constantFrom(...PHOTOBOX_TYPE_KEYS),
      photoboxFormat: fc.constantFrom(...PHOTOBOX_FORMAT_KEYS),
      photoboxMaterial: fc.constantFrom(...PHOTOBOX_MATERIAL_KEYS),
      currency: fc.constantFrom(...SHOP_CURRENCIES),
      tens: fc.integer({ min: 1, max: 5 }),
    })
    fc.assert(
      fc.property(arb, ({ currency, tens, ...box }) => {
        const quote = quotePhotobox({ ...box, quantity: tens * 10 }, currency)
        expect(quote.total).toBe(quote.components.reduce((sum, c) => sum + c.total, 0))
        expect(quote.total).toBeGreaterThan(0)
        if ((tens + 1) * 10 <= PHOTOBOX_FORMATS[box.photoboxFormat].quantityMax)
          expect(quotePhotobox({ ...box, quantity: (tens + 1) * 10 }, currency).total).toBeGreaterThan(
            quote.total,
          )
      }),
    )
  })
})
