import { describe, expect, it } from 'vitest'
import { GET as accessory } from '@/app/price-api/prices/accessory/route'
import { GET as article } from '@/app/price-api/prices/article/route'
import { GET as formatGroup } from '@/app/price-api/prices/format-group/route'
import { GET as groupImages } from '@/app/price-api/prices/format-group-prices-images/route'
import { GET as formats } from '@/app/price-api/prices/formats/route'
import { GET as frame } from '@/app/price-api/prices/frame/route'
import { GET as photoOptions } from '@/app/price-api/prices/photo-options-groups/route'
import { GET as photoboxes } from '@/app/price-api/prices/photoboxes/route'
import { GET as calculator } from '@/app/web-api/calculator/reference/route'
import { GET as calendarPrice } from '@/app/web-api/calendar-price/route'
import { GET as photobookPrice } from '@/app/web-api/photobook-price/route'
import { GET as photoboxData } from '@/app/web-api/photobox-data/route'
import { GET as priceArticle } from '@/app/web-api/product-selection-photo-frame/price-article/route'
import { GET as pricesFormatGroup } from '@/app/web-api/product-selection-photo-frame/prices-format-group/route'
import { GET as pricesFormats } from '@/app/web-api/product-selection-photo-frame/prices-formats/route'
import { GET as pricesFrom } from '@/app/web-api/product-selection-photo-frame/prices-from/route'
import { GET as shippingInformation } from '@/app/web-api/shipping-information/route'
import { callGet, type Query } from '@/lib/api/testing/contract-cases'

/**
 * Issue 27: every price the US shop answers is in dollars from the US price list, never a euro amount.
 * Each price answer of the poster channel is asked as the US shop asks it (locale en-US, no currency
 * parameter), and every `currency` anywhere in the answer must be USD.
 */
type Handler = Parameters<typeof callGet>[0]['handler']

const framed = { materialType: 'poster', frameType: 'holzrahmen' }
const ANSWERS: readonly (readonly [string, Handler, Query])[] = [
  ['/price-api/prices/article', article, { materialType: 'poster', format: '300x400' }],
  ['/price-api/prices/formats', formats, { materialType: 'poster', formats: ['300x400', '600x900'] }],
  ['/price-api/prices/format-group', formatGroup, { materialType: 'leinwand', formatGroup: 'square' }],
  ['/price-api/prices/format-group-prices-images', groupImages, { materialType: 'aludibond' }],
  ['/price-api/prices/frame', frame, { frameType: 'artbox', format: '300x400', frameColour: 'white' }],
  ['/price-api/prices/accessory', accessory, { accessoryType: 'hanging-kit', quantity: '2' }],
  ['/price-api/prices/photo-options-groups', photoOptions, {}],
  [
    '/price-api/prices/photoboxes',
    photoboxes,
    { photoboxType: 'standard', photoboxFormat: '13x18', photoboxMaterial: 'hahnemuehle' },
  ],
  ['/web-api/calculator/reference', calculator, { materialType: 'poster', format: '300x400' }],
  ['/web-api/product-selection-photo-frame/prices-from', pricesFrom, { materialType: 'leinwand' }],
  [
    '/web-api/product-selection-photo-frame/prices-format-group',
    pricesFormatGroup,
    { ...framed, formatGroup: 'din' },
  ],
  [
    '/web-api/product-selection-photo-frame/prices-formats',
    pricesFormats,
    { ...framed, formats: ['300x400'] },
  ],
  ['/web-api/product-selection-photo-frame/price-article', priceArticle, { ...framed, format: '300x400' }],
  ['/web-api/calendar-price', calendarPrice, { designGroupId: '2101', formatType: 'a3-quer' }],
  [
    '/web-api/photobook-price',
    photobookPrice,
    { type: 'digitalfotobuch', format: 'square', pageCount: '40', designGroupSetId: '405' },
  ],
  ['/web-api/photobox-data', photoboxData, {}],
  ['/web-api/shipping-information', shippingInformation, { country: 'US' }],
]

/** Every value of a `currency` key anywhere in the answer. */
function currencies(json: unknown): unknown[] {
  if (Array.isArray(json)) return json.flatMap(currencies)
  if (json === null || typeof json !== 'object') return []
  return Object.entries(json).flatMap(([key, value]) => (key === 'currency' ? [value] : currencies(value)))
}

describe('the US shop prices in USD', () => {
  it.each(ANSWERS)('%s answers in USD', async (path, handler, query) => {
    const { status, json } = await callGet(
      { path, handler, headers: { locale: 'en-US', channel: 'poster' } },
      query,
    )
    expect(status, JSON.stringify(json)).toBe(200)
    const found = currencies(json)
    expect(found.length, `${path} names no currency: ${JSON.stringify(json).slice(0, 300)}`).toBeGreaterThan(
      0,
    )
    expect(new Set(found), path).toEqual(new Set(['USD']))
  })
})
