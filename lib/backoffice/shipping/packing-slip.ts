import { asc, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { BRANDS } from '@/lib/config/brands'
import { carrierName } from '@/lib/config/carriers'
import { isShopLocaleCode, storedBrand } from '@/lib/config/stored-values'
import { brandDisplayName } from '@/lib/context/brand-name'
import { orderLines, orderShipmentLines, orderShipments, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import { embedInter } from '@/lib/shop/sales/invoices/pdf-fonts'
import { A4, hexColor, MARGIN, MUTED, PageWriter } from '@/lib/shop/sales/invoices/pdf-page'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'

/**
 * The packing slip (Lieferschein) that goes into the parcel (issue 34 point 3): order number and date,
 * the delivery address, and per line its name — the order line's stored name, which the shop writes
 * with every chosen option in words (orderLineName) — and the quantity. No prices: the parcel may be
 * a gift. In the order's language (German or English), drawn with the invoice's page writer and font.
 */
const COPY = {
  de: {
    title: 'Lieferschein',
    partial: 'Teillieferung',
    order: 'Bestellnummer',
    date: 'Bestelldatum',
    parcel: 'Sendung',
    pos: 'Pos.',
    item: 'Artikel',
    qty: 'Menge',
    rest: 'Die übrigen Artikel Ihrer Bestellung schicken wir Ihnen separat.',
    thanks: 'Vielen Dank für Ihre Bestellung!',
  },
  en: {
    title: 'Packing slip',
    partial: 'Partial delivery',
    order: 'Order number',
    date: 'Order date',
    parcel: 'Parcel',
    pos: 'No.',
    item: 'Item',
    qty: 'Qty',
    rest: 'We send the other items of your order separately.',
    thanks: 'Thank you for your order!',
  },
} as const

export interface PackingSlip {
  brand: 'card' | 'poster'
  locale: string
  orderNumber: string
  orderDate: Date
  shippingAddress: Address
  lines: { position: number; name: string; quantity: number }[]
  /** A slip for one parcel of a partial shipment: its carrier and number. */
  parcel: { carrier: string; trackingNumber: string; partial: boolean } | null
}

export async function renderPackingSlip(slip: PackingSlip): Promise<Uint8Array> {
  const locale = isShopLocaleCode(slip.locale) ? slip.locale : 'de-DE'
  const t = COPY[locale.startsWith('de') ? 'de' : 'en']
  const right = A4.width - MARGIN.right
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.title} ${slip.orderNumber}`)
  const w = new PageWriter(doc, await embedInter(doc))
  w.text(brandDisplayName(slip.brand), MARGIN.left, {
    size: 20,
    weight: 'bold',
    color: hexColor(BRANDS[slip.brand].theme.primary),
  })
  w.y -= 48
  const top = w.y
  for (const line of formatAddressLines(slip.shippingAddress, locale)) {
    w.text(line, MARGIN.left, { size: 11 })
    w.y -= 15
  }
  const below = w.y
  w.y = top
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
    slip.orderDate,
  )
  const facts: [string, string][] = [
    [t.order, slip.orderNumber],
    [t.date, date],
    ...(slip.parcel
      ? [[t.parcel, `${carrierName(slip.parcel.carrier)} ${slip.parcel.trackingNumber}`] as [string, string]]
      : []),
  ]
  for (const [label, value] of facts) {
    w.text(label, 330, { size: 9, color: MUTED })
    w.text(value, right, { size: 9, align: 'right' })
    w.y -= 14
  }
  w.y = Math.min(w.y, below) - 30
  w.text(slip.parcel?.partial ? `${t.title} – ${t.partial}` : t.title, MARGIN.left, {
    size: 16,
    weight: 'bold',
  })
  w.y -= 26
  const header = { weight: 'bold' as const, size: 9 }
  w.text(t.pos, MARGIN.left, header)
  w.text(t.item, MARGIN.left + 34, header)
  w.text(t.qty, right, { ...header, align: 'right' })
  w.rule(w.y - 5)
  w.y -= 20
  for (const line of slip.lines) {
    const wrapped = w.wrap(line.name, right - 60 - (MARGIN.left + 34), { size: 10 })
    w.ensure(wrapped.length * 13 + 6)
    w.text(String(line.position), MARGIN.left, { size: 10 })
    w.text(String(line.quantity), right, { size: 10, align: 'right', weight: 'bold' })
    for (const part of wrapped) {
      w.text(part, MARGIN.left + 34, { size: 10 })
      w.y -= 13
    }
    w.y -= 6
  }
  w.rule(w.y + 8)
  w.y -= 16
  if (slip.parcel?.partial) {
    w.paragraph(t.rest, MARGIN.left, right - MARGIN.left, { size: 9.5 })
    w.y -= 6
  }
  w.paragraph(t.thanks, MARGIN.left, right - MARGIN.left, { size: 10, weight: 'bold' })
  return doc.save()
}

/**
 * The slip of an order (every line), or of one of its parcels (that parcel's lines); null when the
 * order or the parcel (of this order) does not exist.
 */
export async function packingSlipOf(
  db: Db,
  number: string,
  shipmentId: string | null,
): Promise<PackingSlip | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  if (shipmentId !== null && !/^[0-9a-f-]{36}$/i.test(shipmentId)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  let parcel: PackingSlip['parcel'] = null
  let chosen = lines
  if (shipmentId) {
    const [shipment] = await db.select().from(orderShipments).where(eq(orderShipments.id, shipmentId))
    if (!shipment || shipment.orderId !== order.id) return null
    const inParcel = await db
      .select({ lineId: orderShipmentLines.lineId })
      .from(orderShipmentLines)
      .where(eq(orderShipmentLines.shipmentId, shipment.id))
    chosen = lines.filter((l) => inParcel.some((p) => p.lineId === l.id))
    parcel = {
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      partial: chosen.length < lines.length,
    }
  }
  return {
    brand: storedBrand(order.brand),
    locale: order.locale,
    orderNumber: order.number,
    orderDate: order.createdAt,
    shippingAddress: order.shippingAddress as Address,
    lines: chosen.map((l) => ({ position: l.position + 1, name: l.name, quantity: l.quantity })),
    parcel,
  }
}
