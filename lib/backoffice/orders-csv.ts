import type { OrderRow } from '@/lib/db/schema'
import { csvDocument } from '@/lib/http/csv'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import type { StaffInvoice } from './invoices'
import { T } from './texts'
import { formatBerlinSortable, SHOP_TIME_ZONE } from './time'

const HEADER = [
  'Bestellnummer',
  `Datum (${SHOP_TIME_ZONE})`,
  'Marke',
  'Status',
  'E-Mail',
  'Vorname',
  'Nachname',
  'Firma',
  'Straße',
  'Adresszusatz',
  'PLZ',
  'Ort',
  'Bundesstaat',
  'Land',
  'Rechnung Vorname',
  'Rechnung Nachname',
  'Rechnung Firma',
  'Rechnung Straße',
  'Rechnung Adresszusatz',
  'Rechnung PLZ',
  'Rechnung Ort',
  'Rechnung Bundesstaat',
  'Rechnung Land',
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

/** Every line of an address, the second line and the US state included (empty when not given). */
const addressCells = (address: Address) => [
  address.firstName,
  address.lastName,
  address.company ?? '',
  address.street,
  address.addressLine2 ?? '',
  address.postcode,
  address.city,
  address.state ?? '',
  address.country,
]

/**
 * The filtered orders as CSV, one row per order with the delivery and the billing address (every
 * line), the order time in Berlin with the zone in the header, brand, country and its invoice numbers
 * (bookkeeping matches payments by invoice number, so the export must carry it).
 */
export function ordersCsv(rows: readonly OrderRow[], invoices: ReadonlyMap<string, StaffInvoice[]>): string {
  const table = ordersTable(rows, invoices)
  return csvDocument(table.columns, table.rows)
}

/** The export as columns and rows of text: the CSV above, and the accounting API's JSON (ADR 0087). */
export function ordersTable(
  rows: readonly OrderRow[],
  invoices: ReadonlyMap<string, StaffInvoice[]>,
): { columns: string[]; rows: string[][] } {
  return {
    columns: [...HEADER],
    rows: rows.map((order) => {
      const numberOf = (kind: StaffInvoice['kind']) =>
        invoices.get(order.id)?.find((invoice) => invoice.kind === kind)?.number ?? ''
      return [
        order.number,
        formatBerlinSortable(order.createdAt),
        T.brand[order.brand as keyof typeof T.brand] ?? order.brand,
        T.status[order.status],
        order.email,
        ...addressCells(order.shippingAddress as Address).slice(0, -1),
        order.country,
        ...addressCells(order.billingAddress as Address),
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
      ].map((cell) => cell ?? '')
    }),
  }
}
