import type { OrderRow } from '@/lib/db/schema'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import { csvDocument } from './csv'
import type { StaffInvoice } from './invoices'
import { T } from './texts'

const HEADER = [
  'Bestellnummer',
  'Datum',
  'Marke',
  'Status',
  'E-Mail',
  'Vorname',
  'Nachname',
  'Firma',
  'Straße',
  'PLZ',
  'Ort',
  'Land',
  'Zahlungsart',
  'Versandart',
  'Zwischensumme',
  'Rabatt',
  'Versand',
  'Gesamt',
  'Währung',
  'Gutschein',
  'Versanddienst',
  'Sendungsnummer',
  'Rechnungsnummer',
  'Stornorechnung',
] as const

/** Minor units as "12,34" (German decimal comma, no thousands separator: spreadsheets read it). */
const amount = (minor: number) => (minor / 100).toFixed(2).replace('.', ',')

/**
 * The filtered orders as CSV, one row per order with the delivery address and its invoice numbers
 * (bookkeeping matches payments by invoice number, so the export must carry it).
 */
export function ordersCsv(rows: readonly OrderRow[], invoices: ReadonlyMap<string, StaffInvoice[]>): string {
  return csvDocument(
    HEADER,
    rows.map((order) => {
      const address = order.shippingAddress as Address
      const numberOf = (kind: StaffInvoice['kind']) =>
        invoices.get(order.id)?.find((invoice) => invoice.kind === kind)?.number ?? ''
      return [
        order.number,
        order.createdAt.toISOString(),
        T.brand[order.brand as keyof typeof T.brand] ?? order.brand,
        T.status[order.status],
        order.email,
        address.firstName,
        address.lastName,
        address.company ?? '',
        address.street,
        address.postcode,
        address.city,
        order.country,
        T.payment[order.paymentMethod],
        order.shippingMethod,
        amount(order.subtotal),
        amount(order.discount),
        amount(order.shippingPrice),
        amount(order.total),
        order.currency,
        order.voucherCode,
        order.carrier,
        order.trackingNumber,
        numberOf('invoice'),
        numberOf('cancellation'),
      ]
    }),
  )
}
