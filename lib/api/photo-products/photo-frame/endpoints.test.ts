import { expect } from 'vitest'
import { GET as data } from '@/app/web-api/product-selection-photo-frame/data/route'
import { GET as formatLimits } from '@/app/web-api/product-selection-photo-frame/format-limits/route'
import { GET as priceArticle } from '@/app/web-api/product-selection-photo-frame/price-article/route'
import { GET as pricesFormatGroup } from '@/app/web-api/product-selection-photo-frame/prices-format-group/route'
import { GET as pricesFormats } from '@/app/web-api/product-selection-photo-frame/prices-formats/route'
import { GET as pricesFrom } from '@/app/web-api/product-selection-photo-frame/prices-from/route'
import { describeContract } from '@/lib/api/testing/contract-cases'

const base = '/web-api/product-selection-photo-frame'

describeContract({
  path: `${base}/data`,
  handler: data,
  valid: {},
  checkValid: (json) => {
    const d = json as {
      materials: { materialType: string }[]
      frameTypes: { frameType: string; defaultColour: string; defaultMat: object }[]
    }
    expect(d.materials.map((m) => m.materialType)).toEqual([
      'poster',
      'hahnemuehle',
      'leinwand',
      'acrylglas',
      'aludibond',
      'forexplatte',
      'gallerybond',
    ])
    expect(d.frameTypes).toHaveLength(7)
    expect(d.frameTypes.every((f) => f.defaultColour === 'black')).toBe(true)
    expect(d.frameTypes.find((f) => f.frameType === 'holzrahmen')?.defaultMat).toEqual({
      matSize: 30,
      matType: 'white',
    })
    expect(d.frameTypes.find((f) => f.frameType === 'artbox')?.defaultMat).toEqual({
      matSize: 0,
      matType: 'none',
    })
  },
  wrongType: [],
  extra: { materialType: 'poster' },
  huge: [],
})

describeContract({
  path: `${base}/prices-from`,
  handler: pricesFrom,
  valid: { materialType: 'leinwand' },
  checkValid: (json) =>
    expect(json).toMatchObject({ currency: 'EUR', prices: [{ materialType: 'leinwand' }] }),
  wrongType: [[{ materialType: 'paper' }, 'materialType']],
  extra: { format: '300x400' },
  huge: [[{ materialType: 'x'.repeat(5000) }, 'materialType']],
})

describeContract({
  path: `${base}/format-limits`,
  handler: formatLimits,
  valid: {},
  checkValid: (json) => expect((json as { limits: object[] }).limits).toHaveLength(12),
  wrongType: [[{ materialType: '1' }, 'materialType']],
  extra: { frameType: 'artbox' },
  huge: [[{ materialType: 'poster'.repeat(999) }, 'materialType']],
})

const framed = { materialType: 'poster', frameType: 'holzrahmen' }
describeContract({
  path: `${base}/prices-format-group`,
  handler: pricesFormatGroup,
  valid: { ...framed, materialType: 'hahnemuehle', formatGroup: 'panorama' },
  checkValid: (json) => {
    const { prices } = json as { prices: { available: boolean; price: number | null }[] }
    expect(prices.map((p) => p.available)).toEqual([true, true, false])
    const known = prices.flatMap((p) => (p.price === null ? [] : [p.price]))
    expect(known).toEqual([...known].sort((a, b) => a - b))
  },
  missing: [[{ materialType: 'poster', formatGroup: 'din' }, 'frameType']],
  wrongType: [
    [{ ...framed, formatGroup: 'din', matSize: '15' }, 'matSize'],
    [{ ...framed, formatGroup: 'din', materialType: 'fototapete' }, 'materialType'],
    [{ ...framed, formatGroup: 'din', frameColour: 'silver' }, 'frameColour'],
  ],
  extra: { format: '300x400' },
  huge: [[{ ...framed, formatGroup: 'giant' }, 'formatGroup']],
})

describeContract({
  path: `${base}/prices-formats`,
  handler: pricesFormats,
  valid: { ...framed, formats: ['300x400', '400x300'] },
  checkValid: (json) => {
    const { prices } = json as { prices: { price: number }[] }
    expect(prices[0]!.price).toBe(prices[1]!.price)
  },
  missing: [[framed, 'formats']],
  wrongType: [
    [{ ...framed, formats: '300x400' }, 'formats'],
    [{ ...framed, formats: ['30 x 40'] }, 'formats.0'],
  ],
  extra: { quantity: '2' },
  huge: [
    [{ ...framed, formats: Array.from({ length: 51 }, () => '300x400') }, 'formats'],
    [{ ...framed, formats: ['9999999999999999999x1'] }, 'formats.0'],
  ],
})

describeContract({
  path: `${base}/price-article`,
  handler: priceArticle,
  valid: { ...framed, format: '300x400' },
  checkValid: (json) =>
    // Poster 1679, wood frame with its default 30 mm mat 3109, mat 569.
    expect(json).toMatchObject({
      unitPrice: 1679 + 3109 + 569,
      frame: { frameType: 'holzrahmen', frameColour: 'black', matSize: 30, matType: 'white' },
    }),
  missing: [[{ materialType: 'poster', frameType: 'holzrahmen' }, 'format']],
  wrongType: [
    [{ ...framed, format: '300x400', matSize: '30', matType: 'none' }, 'matType'],
    [{ ...framed, format: '50x50' }, 'format'],
    [{ ...framed, format: '300x400', frameType: 'schattenfuge-leinwand' }, 'frameType'],
    [{ ...framed, format: '300x400', quantity: '1.5' }, 'quantity'],
  ],
  extra: { colourway: 'red' },
  huge: [
    [{ ...framed, format: '300000x400000' }, 'format'],
    [{ ...framed, format: '300x400', quantity: '51' }, 'quantity'],
  ],
})
