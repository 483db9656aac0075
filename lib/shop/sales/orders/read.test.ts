import { describe, expect, it } from 'vitest'
import type { OrderRow } from '@/lib/db/schema'
import { toOrderView } from './read'

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstr. 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
}

// Only the columns toOrderView reads; the rest of the row does not matter here.
const row = (overrides: Partial<OrderRow> = {}) =>
  ({
    number: 'KS-2026-000001',
    status: 'received',
    brand: 'card',
    locale: 'de-DE',
    email: 'erika@example.com',
    country: 'DE',
    currency: 'EUR',
    shippingMethod: 'standard',
    paymentMethod: 'invoice',
    billingAddress: address,
    shippingAddress: address,
    subtotal: 1000,
    discount: 0,
    shippingPrice: 0,
    total: 1000,
    vat: [],
    voucherCode: null,
    expectedDeliveryFrom: '2026-12-01',
    expectedDeliveryTo: '2026-12-03',
    carrier: null,
    trackingNumber: null,
    createdAt: new Date('2026-11-27T10:00:00Z'),
    ...overrides,
  }) as OrderRow

describe('toOrderView', () => {
  it('reads brand, locale, currency and event statuses from their text columns', () => {
    const view = toOrderView(
      row({ brand: 'poster', locale: 'de-CH', currency: 'CHF' }),
      [],
      [{ toStatus: 'shipped', createdAt: new Date('2026-11-28T10:00:00Z') }],
    )
    expect(view).toMatchObject({ brand: 'poster', locale: 'de-CH', currency: 'CHF' })
    expect(view.events).toEqual([{ status: 'shipped', at: '2026-11-28T10:00:00.000Z' }])
    expect(view).toMatchObject({ taxMode: 'vat', salesTax: null })
  })

  it('reads a US order as USD with its stored sales tax (issue 27)', () => {
    const salesTax = { state: 'NY', basisPoints: 400, amount: 44 }
    const view = toOrderView(row({ country: 'US', currency: 'USD', salesTax }), [], [])
    expect(view).toMatchObject({ currency: 'USD', taxMode: 'sales-tax', salesTax })
  })

  it('refuses a value the shop does not know instead of passing it on under a cast', () => {
    expect(() => toOrderView(row({ brand: 'mug' }), [], [])).toThrow('Unknown brand in the database: "mug"')
    expect(() => toOrderView(row({ locale: 'xx-XX' }), [], [])).toThrow('Unknown locale')
    expect(() => toOrderView(row({ currency: 'GBP' }), [], [])).toThrow('Unknown currency')
    expect(() => toOrderView(row({ country: 'US', salesTax: { state: 'XX', amount: -1 } }), [], [])).toThrow()
    expect(() => toOrderView(row(), [], [{ toStatus: 'lost', createdAt: new Date() }])).toThrow(
      'Unknown order status in the database: "lost"',
    )
  })
})
