import { describe, expect, it } from 'vitest'
import { confirmationMail, shippedMail } from './mails'
import type { OrderView } from './read'

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Heidestr. 17',
  postcode: '51147',
  city: 'Köln',
  country: 'DE' as const,
}
const order: OrderView = {
  number: 'MP-100042',
  status: 'placed',
  brand: 'poster',
  locale: 'en-US',
  email: 'erika@example.com',
  country: 'DE',
  currency: 'EUR',
  shippingMethod: 'express',
  paymentMethod: 'prepayment',
  billingAddress: address,
  shippingAddress: address,
  lines: [{ kind: 'card', name: 'Folded card', quantity: 50, unitPrice: 229, total: 11450 }],
  subtotal: 11450,
  discount: 500,
  shippingPrice: 1299,
  total: 12249,
  taxMode: 'vat',
  vat: [{ vatBasisPoints: 1900, gross: 12249, net: 10293, vat: 1956 }],
  salesTax: null,
  voucherCode: 'NL-ERIKA',
  expectedDelivery: { from: '2026-11-24', to: '2026-11-24' },
  carrier: 'DHL',
  trackingNumber: '003404341610',
  createdAt: '2026-11-23T08:00:00.000Z',
  events: [],
}

describe('order e-mails', () => {
  it('writes the English confirmation with bank details, totals and the brand frame', () => {
    const mail = confirmationMail(order, 'http://myposter.localhost:3000/us/kasse/bestaetigung/MP-100042')
    expect(mail).toMatchObject({ messageKey: 'order-confirmation:MP-100042', to: 'erika@example.com' })
    expect(mail.subject).toBe('Your order MP-100042 at MYPOSTER')
    expect(mail.text).toContain('Reference: MP-100042')
    expect(mail.text).toContain('IBAN: DE02')
    expect(mail.text).toContain('Voucher NL-ERIKA: −€5\n')
    expect(mail.text).toContain('including 19 % VAT: €19.56')
    expect(mail.html).toContain('MYPOSTER GmbH')
  })

  it('writes German for the German shops and escapes HTML', () => {
    const mail = confirmationMail(
      {
        ...order,
        brand: 'card',
        locale: 'de-DE',
        paymentMethod: 'invoice',
        lines: [{ ...order.lines[0]!, name: '<b>Karte</b>' }],
      },
      'http://localhost:3000/de/kasse/bestaetigung/MP-100042/',
    )
    expect(mail.subject).toBe('Ihre Bestellung MP-100042 bei Kartenstudio')
    expect(mail.text).toContain('per Rechnung')
    // The country by name in the mail's language, never the bare code (issue 27).
    expect(mail.text).toContain('51147 Köln\nDeutschland')
    expect(mail.text).not.toMatch(/\nDE\n|\nDE$/)
    expect(mail.html).toContain('&lt;b&gt;Karte&lt;/b&gt;')
  })

  it('tells carrier and tracking number on shipping', () => {
    const mail = shippedMail({ ...order, locale: 'de-DE' }, 'http://x.test/')
    expect(mail.subject).toBe('Ihre Bestellung MP-100042 ist unterwegs')
    expect(mail.text).toContain('Sendungsnummer: 003404341610')
  })
})
