import { describe, expect, it } from 'vitest'
import { fallbackChoices } from './fallback-choices'

const window = { from: '2026-12-01', to: '2026-12-01' }
const quote = (saturday: boolean, invoiceAllowed = true) => ({
  shippingMethod: 'standard' as const,
  invoiceAllowed,
  shippingMethods: [
    { method: 'standard' as const, available: true, price: 499, delivery: window },
    { method: 'express' as const, available: true, price: 1290, delivery: window },
    { method: 'saturday' as const, available: saturday, price: saturday ? 1990 : null, delivery: window },
  ],
})

describe('fallbackChoices', () => {
  it('keeps a just-chosen method the quote offers but has not priced yet (it snapped back before)', () => {
    expect(fallbackChoices(quote(true), 'express', 'invoice')).toEqual({})
    expect(fallbackChoices(quote(true), 'saturday', 'prepayment')).toEqual({})
  })

  it('falls back to the priced method when the country does not offer the chosen one', () => {
    expect(fallbackChoices(quote(false), 'saturday', 'prepayment')).toEqual({ shippingMethod: 'standard' })
  })

  it('falls back from invoice to prepayment below the invoice minimum', () => {
    expect(fallbackChoices(quote(true, false), 'standard', 'invoice')).toEqual({
      paymentMethod: 'prepayment',
    })
  })
})
