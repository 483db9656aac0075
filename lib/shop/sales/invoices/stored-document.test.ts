import { describe, expect, it } from 'vitest'
import type { OrderView } from '@/lib/shop/sales/orders/read'
import { buildCancellationDocument, buildInvoiceDocument } from './document'
import { sellerFor } from './seller'
import { StoredInvoiceDocumentError, readInvoiceDocument } from './stored-document'

const address = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Heidestraße 17',
  postcode: '51147',
  city: 'Köln',
  country: 'DE' as const,
}
const order: OrderView = {
  number: 'KS-100042',
  status: 'placed',
  brand: 'card',
  locale: 'de-DE',
  email: 'erika@example.com',
  country: 'DE',
  currency: 'EUR',
  shippingMethod: 'express',
  paymentMethod: 'invoice',
  billingAddress: address,
  shippingAddress: {
    ...address,
    company: 'Muster GmbH',
    street: 'Am Markt 1',
    city: 'Bonn',
    postcode: '53111',
  },
  lines: [{ kind: 'card', name: 'Eukalyptus Einladung', quantity: 50, unitPrice: 229, total: 11450 }],
  subtotal: 11450,
  discount: 500,
  shippingPrice: 1299,
  total: 12249,
  taxMode: 'vat',
  vat: [{ vatBasisPoints: 1900, gross: 12249, net: 10293, vat: 1956 }],
  salesTax: null,
  voucherCode: 'NL-ERIKA',
  expectedDelivery: { from: '2026-11-25', to: '2026-11-25' },
  carrier: null,
  trackingNumber: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  events: [],
}
const invoice = buildInvoiceDocument(order, sellerFor('card', 'DE'), {
  number: 'RE-2026-000123',
  issuedAt: new Date('2026-11-24T08:00:00Z'),
})
/** What jsonb gives back: the document after a trip through JSON, absent keys dropped. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('readInvoiceDocument', () => {
  it('reads version-1 invoice and cancellation documents as they come out of the jsonb column', () => {
    expect(readInvoiceDocument({ number: 'RE-2026-000123', document: stored(invoice) })).toEqual(invoice)
    const storno = buildCancellationDocument(invoice, {
      number: 'ST-2026-000007',
      issuedAt: new Date('2026-11-26T09:00:00Z'),
    })
    expect(readInvoiceDocument({ number: 'ST-2026-000007', document: stored(storno) })).toEqual(storno)
  })

  it.each<[string, unknown]>([
    ['an unknown version', { ...invoice, version: 2 }],
    ['a line without its total', { ...invoice, lines: [{ ...invoice.lines[0], total: undefined }] }],
    ['an amount as text', { ...invoice, total: '122.49' }],
    ['not an object at all', 'RE-2026-000123'],
  ])('refuses %s with an error naming the invoice and the field', (_label, document) => {
    const read = () => readInvoiceDocument({ number: 'RE-2026-000123', document: stored(document) })
    expect(read).toThrow(StoredInvoiceDocumentError)
    expect(read).toThrow(/invoice RE-2026-000123 is not a readable invoice document/)
  })
})
