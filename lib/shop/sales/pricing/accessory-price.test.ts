import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as accessoryPrice } from '@/app/web-api/card-accessory-price/route'
import { seedDb } from '@/lib/shop/catalogue/seed/seed-db'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { describeContract } from '@/lib/api/testing/contract-cases'
import { resolveMarket } from './market'
import { accessoryUnitPrice } from './accessory-price'

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

describe('accessory unit prices', () => {
  it.each([
    ['envelope.standard', 'DE', 95],
    ['envelope.compact', 'AT', 150],
    ['envelope.large', 'CH', 290],
    ['ribbon.jute', 'DE', 25],
    ['screw.gold', 'CH', 40],
    ['holder.wood-round', 'LI', 179],
    ['inlay.premium-matt', 'DE', 129 + 20],
    ['inlay.__proto__', 'DE', null],
    ['ribbon', 'DE', null],
    ['nothing.at-all', 'DE', null],
  ] as const)('%s in %s costs %s', (key, country, price) => {
    expect(accessoryUnitPrice(key, 1, resolveMarket(country))).toBe(price)
  })
})

describeContract({
  path: '/web-api/card-accessory-price',
  handler: accessoryPrice,
  valid: { sku: 'envelope-straight-white-162x114', quantity: '100', country: 'AT' },
  checkValid: (json) =>
    expect(json).toMatchObject({ kind: 'envelope', currency: 'EUR', unitPrice: 100, total: 10_000 }),
  missing: [
    [{ quantity: '5', country: 'DE' }, 'sku'],
    [{ sku: 'screw-gold' }, 'country'],
  ],
  wrongType: [
    [{ sku: 'screw-gold', country: 'DE', quantity: 'ten' }, 'quantity'],
    [{ sku: 'screw-platinum', country: 'DE' }, 'sku'],
    [{ sku: 'screw-gold', country: 'GB' }, 'country'],
  ],
  extra: { colour: 'gold' },
  huge: [
    [{ sku: 'screw-gold', country: 'DE', quantity: '5001' }, 'quantity'],
    [{ sku: 's'.repeat(81), country: 'DE' }, 'sku'],
  ],
})
