import { describe, expect, it } from 'vitest'
import type { OrderView } from '@/lib/shop/sales/orders/read'
import { loadPdf, pageFonts, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { buildInvoiceDocument } from './document'
import { renderInvoicePdf } from './render-pdf'
import { sellerFor } from './seller'

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
  shippingAddress: { ...address, street: 'Am Markt 1', city: 'Bonn', postcode: '53111' },
  lines: [
    { kind: 'card', name: 'Eukalyptus Einladung – Klappkarte', quantity: 50, unitPrice: 229, total: 11450 },
    { kind: 'sample', name: 'Musterkarte Eukalyptus', quantity: 1, unitPrice: 0, total: 0 },
  ],
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
const issue = { number: 'RE-2026-000123', issuedAt: new Date('2026-11-24T08:00:00Z') }

async function textOf(view: OrderView): Promise<string> {
  const pdf = await loadPdf(
    await renderInvoicePdf(buildInvoiceDocument(view, sellerFor(view.brand, view.country), issue)),
  )
  const pages = Array.from({ length: pdf.getPageCount() }, (_, i) => pageTexts(pdf.getPage(i)).join('\n'))
  // Number formatting uses no-break spaces ("2,29 €"); compare with plain ones.
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ')
}

describe('invoice PDF', () => {
  it('holds seller, buyer, lines with VAT rate, VAT per rate, totals and the 14-day term', async () => {
    const bytes = await renderInvoicePdf(buildInvoiceDocument(order, sellerFor('card', 'DE'), issue))
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const pdf = await loadPdf(bytes)
    expect(pdf.getTitle()).toBe('Rechnung RE-2026-000123')
    expect(pageFonts(pdf.getPage(0)).every((f) => f.embedded && /Inter/.test(f.name))).toBe(true)
    const text = await textOf(order)
    for (const expected of [
      'Rechnung RE-2026-000123',
      'KS-100042',
      'Erika Mustermann',
      'Heidestraße 17',
      '51147 Köln',
      'Lieferadresse: Erika Mustermann, Am Markt 1, 53111 Bonn, Deutschland',
      'Eukalyptus Einladung – Klappkarte',
      '2,29 €',
      '114,50 €',
      '19 %',
      'Gutschein NL-ERIKA',
      '-5 €',
      'Versand (Express)',
      '12,99 €',
      '122,49 €',
      'enthaltene MwSt. 19 % auf netto 102,93 €',
      '19,56 €',
      'USt-IdNr. DE318574226',
      'Handelsregister: Amtsgericht München, HRB 248713',
      'Geschäftsführung: Miriam Albrecht, Jonas Seidl',
      'Lieferung (voraussichtlich)',
      'Kartenstudio GmbH',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text.replace(/\n/g, ' ')).toMatch(/innerhalb von 14 Tagen ohne Abzug, also bis zum 08\.12\.2026/)
    expect(text).toContain('Bestellnummer KS-100042 als Verwendungszweck')
  })

  it('asks for prepayment with the order number as reference, in Swiss francs and Swiss wording for CH', async () => {
    const swiss: OrderView = {
      ...order,
      locale: 'de-CH',
      country: 'CH',
      currency: 'CHF',
      paymentMethod: 'prepayment',
      discount: 0,
      voucherCode: null,
      billingAddress: {
        ...address,
        street: 'Bahnhofstrasse 1',
        postcode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      shippingAddress: {
        ...address,
        street: 'Bahnhofstrasse 1',
        postcode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      vat: [{ vatBasisPoints: 810, gross: 12749, net: 11794, vat: 955 }],
    }
    const text = await textOf(swiss)
    expect(text).toContain('Zahlung per Vorkasse')
    expect(text.replace(/\n/g, ' ')).toContain('Bestellnummer KS-100042 als Verwendungszweck')
    expect(text).toContain('MWST-Nr. CHE-395.618.274 MWST')
    expect(text).toContain('CH93 0076 2011 6238 5295 7')
    expect(text).toContain('MWST 8.1% auf netto CHF 117.94')
    expect(text).toMatch(/CHF\s122\.49/)
    expect(text).not.toContain('Lieferadresse')
  })

  it('writes English for the US shop and breaks long orders onto more pages', async () => {
    const many: OrderView = {
      ...order,
      locale: 'en-US',
      brand: 'poster',
      lines: Array.from({ length: 60 }, (_, i) => ({
        kind: 'card',
        name: `Poster ${i + 1} with a rather long product name that needs more than one line in the table`,
        quantity: 1,
        unitPrice: 1999,
        total: 1999,
      })),
    }
    const pdf = await loadPdf(
      await renderInvoicePdf(
        buildInvoiceDocument(many, sellerFor('poster', 'DE'), { ...issue, number: 'RP-2026-000007' }),
      ),
    )
    expect(pdf.getPageCount()).toBeGreaterThan(1)
    const last = pageTexts(pdf.getPage(pdf.getPageCount() - 1)).join('\n')
    expect(last).toContain(`Page ${pdf.getPageCount()} of ${pdf.getPageCount()}`)
    expect(last).toContain('Thank you for your order!')
    expect(pageTexts(pdf.getPage(1))).toContain('Unit price')
    expect(pageTexts(pdf.getPage(0)).join('\n')).toContain('Invoice RP-2026-000007')
  })
})
