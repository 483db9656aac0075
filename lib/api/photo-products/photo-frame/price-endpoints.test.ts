import { describe, expect, it } from 'vitest'
import { GET as accessory } from '@/app/price-api/prices/accessory/route'
import { GET as article } from '@/app/price-api/prices/article/route'
import { GET as formatGroup } from '@/app/price-api/prices/format-group/route'
import { GET as groupImages } from '@/app/price-api/prices/format-group-prices-images/route'
import { GET as formats } from '@/app/price-api/prices/formats/route'
import { GET as frame } from '@/app/price-api/prices/frame/route'
import { GET as photoOptions } from '@/app/price-api/prices/photo-options-groups/route'
import { callGet, describeContract } from '@/lib/api/testing/contract-cases'

describeContract({
  path: '/price-api/prices/article',
  handler: article,
  headers: { locale: 'en-US', channel: 'poster' },
  valid: { materialType: 'acrylglas', format: '600x400', retouch: 'auto', quantity: '2' },
  checkValid: (json) => {
    // Acrylic USD: 3299 + ceil(240000 × 7100 / 100000) = 20339; auto enhancement 329.
    expect(json).toMatchObject({ currency: 'USD', frame: null, unitPrice: 20_339 + 329, quantity: 2 })
  },
  missing: [[{ format: '600x400' }, 'materialType']],
  wrongType: [
    [{ materialType: 'acrylglas', format: '600x400', frameType: 'holzrahmen' }, 'frameType'],
    [{ materialType: 'acrylglas', format: '0600x400' }, 'format'],
    [{ materialType: 'acrylglas', format: '600x400', border: 'black' }, 'border'],
  ],
  extra: { mat: '30' },
  huge: [
    [{ materialType: 'acrylglas', format: '6000x4000' }, 'format'],
    [{ materialType: 'acrylglas', format: '6'.repeat(30) + 'x4' }, 'format'],
  ],
})

describeContract({
  path: '/price-api/prices/format-group',
  handler: formatGroup,
  valid: { materialType: 'leinwand', formatGroup: 'square' },
  checkValid: (json) => expect((json as { prices: unknown[] }).prices).toHaveLength(4),
  missing: [[{ materialType: 'leinwand' }, 'formatGroup']],
  wrongType: [[{ materialType: 'leinwand', formatGroup: ['square'] }, 'formatGroup']],
  extra: { quantity: '1' },
  huge: [[{ materialType: 'leinwand', formatGroup: 'square', matSize: '3000' }, 'matSize']],
})

describeContract({
  path: '/price-api/prices/formats',
  handler: formats,
  valid: { materialType: 'poster', formats: ['210x297', '50x50'] },
  checkValid: (json) =>
    expect(json).toMatchObject({ prices: [{ available: true }, { available: false, price: null }] }),
  missing: [[{ formats: ['210x297'] }, 'materialType']],
  wrongType: [[{ materialType: 'poster', formats: ['210×297'] }, 'formats.0']],
  extra: { format: '210x297' },
  huge: [
    [{ materialType: 'poster', formats: Array.from({ length: 100 }, (_, i) => `${i + 100}x200`) }, 'formats'],
  ],
})

describeContract({
  path: '/price-api/prices/format-group-prices-images',
  handler: groupImages,
  valid: { materialType: 'aludibond' },
  checkValid: (json) => {
    const { formatGroups } = json as { formatGroups: { image: string; priceFrom: number }[] }
    expect(formatGroups).toHaveLength(5)
    expect(formatGroups[0]!.image).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  },
  wrongType: [[{ materialType: 'paper' }, 'materialType']],
  extra: { formatGroup: 'din' },
  huge: [[{ currency: 'EUR'.repeat(100) }, 'currency']],
})

describeContract({
  path: '/price-api/prices/accessory',
  handler: accessory,
  valid: { accessoryType: 'hanging-kit', quantity: '2' },
  checkValid: (json) =>
    expect(json).toMatchObject({
      accessories: [{ accessoryType: 'hanging-kit', unitPrice: 499, total: 499 + 474 }],
    }),
  wrongType: [[{ quantity: 'two' }, 'quantity']],
  extra: { sku: 'hanging-kit' },
  huge: [[{ quantity: '1000000' }, 'quantity']],
})

describeContract({
  path: '/price-api/prices/frame',
  handler: frame,
  valid: { frameType: 'artbox', format: '300x400', frameColour: 'white' },
  checkValid: (json) =>
    expect(json).toMatchObject({ matSize: 0, mat: 0, outerWidthMm: 300, frameColour: 'white' }),
  missing: [[{ format: '300x400' }, 'frameType']],
  wrongType: [[{ frameType: 'artbox', format: '300x400', frameColour: 'oak' }, 'frameColour']],
  extra: { materialType: 'poster' },
  huge: [[{ frameType: 'artbox', format: '1'.repeat(25) }, 'format']],
})

describeContract({
  path: '/price-api/prices/photo-options-groups',
  handler: photoOptions,
  headers: { locale: 'de-CH' },
  valid: {},
  checkValid: (json) =>
    expect(json).toMatchObject({
      currency: 'CHF',
      groups: [
        { group: 'colour' },
        { group: 'retouch' },
        { group: 'border' },
        { group: 'print-format', name: 'Format' },
        { group: 'print-paper', name: 'Papier' },
        { group: 'print-border', name: 'Rand' },
      ],
    }),
  wrongType: [[{ currency: '1' }, 'currency']],
  extra: { group: 'colour' },
  huge: [],
})

describe('/price-api/prices/photo-options-groups for photo prints (ADR 0076)', () => {
  const groupsOf = async (locale: string) => {
    const cases = {
      path: '/price-api/prices/photo-options-groups',
      handler: photoOptions,
      headers: { locale, channel: 'poster' },
    }
    const { status, json } = await callGet(cases, {})
    expect(status).toBe(200)
    const { groups } = json as {
      groups: { group: string; name: string; options: { option: string; price: number }[] }[]
    }
    return Object.fromEntries(groups.map((g) => [g.group, g]))
  }

  it('prices every print format, paper and border in the shop’s currency', async () => {
    const de = await groupsOf('de-DE')
    expect(de['print-format']?.options).toEqual([
      { option: '9x13', price: 19 },
      { option: '10x15', price: 25 },
      { option: '13x18', price: 45 },
      { option: '15x20', price: 79 },
      { option: '20x30', price: 199 },
      { option: '10x10', price: 25 },
      { option: '13x13', price: 45 },
    ])
    expect(de['print-paper']?.options).toContainEqual({ option: 'hahnemuehle', price: 40 })
    expect(de['print-border']?.options).toEqual([
      { option: 'none', price: 0 },
      { option: 'white', price: 0 },
    ])
    const us = await groupsOf('en-US')
    expect(us['print-format']).toMatchObject({
      name: 'Size',
      options: expect.arrayContaining([{ option: '20x30', price: 219 }]),
    })
    expect(us['print-paper']).toMatchObject({
      name: 'Paper',
      options: expect.arrayContaining([{ option: 'hahnemuehle', price: 45 }]),
    })
  })
})
