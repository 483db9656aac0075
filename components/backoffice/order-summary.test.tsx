// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StaffOrder } from '@/lib/backoffice/views'
import { OrderSummary } from './order-summary'

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Berg',
  street: 'Hauptstr. 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
} as const

const ORDER: StaffOrder = {
  number: 'KS-100001',
  status: 'paid',
  brand: 'card',
  createdAt: new Date('2026-11-27T09:30:00Z'),
  email: 'anna@example.com',
  currency: 'EUR',
  billingAddress: ADDRESS,
  shippingAddress: ADDRESS,
  paymentMethod: 'invoice',
  shippingMethod: 'express',
  subtotal: 5000,
  discount: 0,
  voucherCode: null,
  shippingPrice: 1299,
  total: 6299,
  vat: [],
  salesTax: null,
  expectedDeliveryFrom: '2026-12-01',
  expectedDeliveryTo: '2026-12-03',
  carrier: null,
  trackingNumber: null,
}

afterEach(cleanup)

describe('OrderSummary', () => {
  // Staff read the shipping method and the promised days as the customer did (issue 34 point 1).
  it('names the shipping method and the promised window in words, never keys or ISO dates', () => {
    render(<OrderSummary order={ORDER} />)
    const text = document.body.textContent ?? ''
    expect(text).toContain('Express')
    expect(text).toContain('Dezember 2026')
    expect(text).not.toMatch(/\bexpress\b/)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(screen.getByTestId('order-total').textContent).toContain('62,99')
  })
})
