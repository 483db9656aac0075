import { describe, expect, it } from 'vitest'
import { shippedMail } from './mails'
import type { OrderView } from './read'
import { shipmentMail } from './shipment-mail'

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Heidestr. 17',
  postcode: '51147',
  city: 'Köln',
  country: 'DE' as const,
}
const order: OrderView = {
  number: 'KS-100042',
  status: 'shipped',
  brand: 'card',
  locale: 'de-DE',
  email: 'erika@example.com',
  country: 'DE',
  currency: 'EUR',
  shippingMethod: 'standard',
  paymentMethod: 'invoice',
  billingAddress: address,
  shippingAddress: address,
  lines: [{ kind: 'card', name: 'Klappkarte', quantity: 50, unitPrice: 229, total: 11450 }],
  subtotal: 11450,
  discount: 0,
  shippingPrice: 499,
  total: 11949,
  taxMode: 'vat',
  vat: [{ vatBasisPoints: 1900, gross: 11949, net: 10041, vat: 1908 }],
  salesTax: null,
  voucherCode: null,
  expectedDelivery: { from: '2026-11-24', to: '2026-11-24' },
  carrier: 'DHL',
  trackingNumber: '00340434161234',
  createdAt: '2026-11-23T08:00:00.000Z',
  events: [],
}
const URL = 'http://localhost:3000/de/kundenkonto/bestellungen/KS-100042/'

describe('shipping e-mails', () => {
  it("link the carrier's tracking page for the tracking number", () => {
    const mail = shippedMail(order, URL)
    const link = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234'
    expect(mail.text).toContain(`Sendung verfolgen: ${link}`)
    expect(mail.html).toContain(`href="${link}"`)
    // The order stays one click away.
    expect(mail.text).toContain(URL)
  })

  it('name an unknown carrier as written and link the order instead', () => {
    const mail = shippedMail({ ...order, carrier: 'Kurier Maier' }, URL)
    expect(mail.text).toContain('an Kurier Maier übergeben')
    expect(mail.html).toContain(`href="${URL}"`)
    expect(mail.text).not.toContain('Sendung verfolgen')
  })

  it('list the lines of a partial parcel and say the rest follows', () => {
    const mail = shipmentMail(
      { ...order, locale: 'de-AT' },
      {
        messageKey: 'order-shipment:1:KS-100042',
        kind: 'partial',
        carrier: 'post-at',
        trackingNumber: 'RR123456789AT',
        lines: [{ name: 'Klappkarte', quantity: 50 }],
      },
      URL,
    )
    expect(mail.subject).toBe('Ein Teil Ihrer Bestellung KS-100042 ist unterwegs')
    expect(mail.text).toContain('an Österreichische Post übergeben')
    expect(mail.text).toContain('In diesem Paket\n50 × Klappkarte')
    expect(mail.text).toContain('https://www.post.at/s/sendungssuche?snr=RR123456789AT')
  })

  it('tell a corrected tracking number in English for the US shop', () => {
    const mail = shipmentMail(
      { ...order, locale: 'en-US', brand: 'poster' },
      { messageKey: 'k:KS-100042', kind: 'correction', carrier: 'UPS', trackingNumber: '1Z999', lines: null },
      URL,
    )
    expect(mail.subject).toBe('Corrected tracking number for your order KS-100042')
    expect(mail.text).toContain('https://www.ups.com/track?loc=de_DE&tracknum=1Z999')
  })
})
