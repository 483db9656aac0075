import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { ordersCsv } from './orders-csv'
import { exportOrders, parseOrderFilter } from './orders-query'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

async function order(email: string, now: Date) {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const checkout = parsedCheckout({
    email,
    billingAddress: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      company: 'Muster GmbH',
      street: 'Heidestraße 17',
      addressLine2: 'Hinterhaus, 3. OG',
      postcode: '51147',
      city: 'Köln',
      country: 'DE',
    },
    shippingSameAsBilling: false,
    shippingAddress: {
      firstName: 'Max',
      lastName: 'Muster',
      street: 'Ring 1',
      addressLine2: 'c/o Praxis Dr. Weber',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
  })
  await placeOrder(handle.db, checkout, { owner: { visitorKey }, brand: 'card', locale: 'de-DE', now })
}

const table = (csv: string) =>
  csv
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'))

describe('order CSV for bookkeeping (issue 34 point 7)', () => {
  it('carries both addresses with their second line, Berlin time with the zone named, brand and country', async () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Berlin (winter time, +01:00).
    await order('csv-winter@example.com', new Date('2026-01-31T23:30:00Z'))
    // 22:15 UTC on 30 June is 00:15 on 1 July in Berlin (summer time, +02:00).
    await order('csv-summer@example.com', new Date('2026-06-30T22:15:00Z'))
    const { rows, invoices } = await exportOrders(handle.db, parseOrderFilter({ q: 'csv-' }))
    const [header, ...lines] = table(ordersCsv(rows, invoices))
    const cell = (line: string[] | undefined, name: string) => line?.[header!.indexOf(name)]
    expect(header).toContain('Datum (Europe/Berlin)')
    const summer = lines.find((l) => l.includes('csv-summer@example.com'))
    const winter = lines.find((l) => l.includes('csv-winter@example.com'))
    expect(cell(summer, 'Datum (Europe/Berlin)')).toBe('2026-07-01 00:15:00')
    expect(cell(winter, 'Datum (Europe/Berlin)')).toBe('2026-02-01 00:30:00')
    expect(cell(winter, 'Adresszusatz')).toBe('c/o Praxis Dr. Weber')
    expect(cell(winter, 'Straße')).toBe('Ring 1')
    expect(cell(winter, 'Rechnung Adresszusatz')).toBe('Hinterhaus, 3. OG')
    expect(cell(winter, 'Rechnung Firma')).toBe('Muster GmbH')
    expect(cell(winter, 'Rechnung Land')).toBe('DE')
    expect(cell(winter, 'Land')).toBe('DE')
    expect(cell(winter, 'Marke')).toBe('Kartenstudio')
    expect(cell(winter, 'Rechnungsnummer')).toMatch(/^RE-2026-\d{6}$/)
  })
})
