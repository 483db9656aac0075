import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as skuContainer } from '@/app/web-api/sku/container/route'
import { seedDb } from '@/lib/shop/catalogue/seed/seed-db'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { describeContract } from '@/lib/api/testing/contract-cases'
import { parseProductSku } from './product-skus'

const db = vi.hoisted(() => ({ handle: undefined as DbHandle | undefined }))
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/db/client')>()),
  getDb: async () => db.handle!.db,
}))

beforeAll(async () => {
  db.handle = await openTestDb()
  await seedDb(db.handle.db)
})
afterAll(() => db.handle?.close())

describe('product SKUs', () => {
  it.each([
    ['calendar-2101-a4-quer', { productKind: 'calendar', designGroupId: 2101, formatType: 'a4-quer' }],
    ['photobook-403-square', { productKind: 'photobook', designGroupSetId: 403, format: 'square' }],
    ['photobox-dt41-10x15', { productKind: 'photobox', photoboxDesignType: 'dt41', photoboxFormat: '10x15' }],
    [
      'photoframe-schattenfuge-leinwand-oak',
      { productKind: 'photoframe', frameType: 'schattenfuge-leinwand' },
    ],
  ])('reads %s', (sku, expected) => expect(parseProductSku(sku)).toMatchObject(expected))

  it.each([
    'calendar-2101-a6-quer',
    'calendar-9999-a4-quer',
    'photobook-406-square',
    'photobox-dt40-10x15',
    'photoframe-artbox-oak',
    'photoframe-constructor-black',
    'calendar-2101',
  ])('refuses %s', (sku) => expect(parseProductSku(sku)).toBeNull())
})

describeContract({
  path: '/web-api/sku/container',
  handler: skuContainer,
  valid: { sku: 'ribbon-jute-natural' },
  checkValid: (json) =>
    expect(json).toMatchObject({
      productKind: 'accessory',
      container: 'accessory-details',
      params: { kind: 'ribbon' },
    }),
  missing: [[{}, 'sku']],
  wrongType: [
    [{ sku: 'Calendar 2101' }, 'sku'],
    [{ sku: 'calendar-2101-a6-quer' }, 'sku'],
    [{ sku: ['calendar-2101-a4-quer'] }, 'sku'],
  ],
  extra: { kind: 'calendar' },
  huge: [[{ sku: `calendar-${'1'.repeat(100)}-a4-quer` }, 'sku']],
})

it('names the calendar container for a calendar SKU', async () => {
  const response = await skuContainer(
    new Request('http://localhost/web-api/sku/container?sku=calendar-2101-a4-quer'),
  )
  expect(await response.json()).toEqual({
    sku: 'calendar-2101-a4-quer',
    productKind: 'calendar',
    container: 'calendar-details',
    params: { designGroupId: 2101, formatType: 'a4-quer' },
  })
})
