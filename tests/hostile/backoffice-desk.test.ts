import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { can, type StaffRole } from '@/lib/backoffice/permissions'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { changedTables, dbFingerprint } from './support/fingerprint'

/**
 * Issue 34 points 3 and 4: the shipping and money desk's actions and downloads driven with what an
 * attacker or a careless upload sends — a tracking CSV of 10 000 rows, wrong columns, another brand's
 * orders, a forged "apply", negative, huge and malformed amounts, another order's parcel, a role
 * without the permission. Each is refused with a German sentence (or 403/404) and nothing is written.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown, role: 'owner' as string }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/api/request-db', () => ({ requestDb: async () => state.db }))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }))
vi.mock('@/lib/api/backoffice/staff-session', () => {
  const session = () => ({
    customerId: randomUUID(),
    email: 'team@example.com',
    name: 'Team',
    role: state.role,
  })
  return {
    BACKOFFICE_PATH: '/backoffice',
    staffLog: () => undefined,
    // The real guard's rule (can), with the 403 as a thrown marker.
    requireStaffFor: async (action: Parameters<typeof can>[1]) => {
      if (!can({ role: state.role as StaffRole }, action)) throw new Error('403 forbidden')
      return session()
    },
    staffForRoute: async (action: Parameters<typeof can>[1]) =>
      can({ role: state.role as StaffRole }, action)
        ? session()
        : new Response('Keine Berechtigung', { status: 403 }),
  }
})

const { uploadTrackingAction } = await import('@/lib/api/backoffice/actions/upload-tracking')
const { recordPaymentAction } = await import('@/lib/api/backoffice/actions/record-payment')
const { recordRefundAction } = await import('@/lib/api/backoffice/actions/record-refund')
const { shipOrderAction } = await import('@/lib/api/backoffice/actions/ship-order')
const { correctTrackingAction } = await import('@/lib/api/backoffice/actions/correct-tracking')
const { startProductionAction } = await import('@/lib/api/backoffice/actions/start-production')
const { sendPaymentReminderAction } = await import('@/lib/api/backoffice/actions/send-payment-reminder')
const slipRoute = await import('@/app/backoffice/orders/[number]/packing-slip/route')
const backdateRoute = await import('@/app/backoffice/test-fixtures/backdate-invoice/route')

let handle: DbHandle
let card = ''
let poster = ''
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
  card = await placed('card')
  poster = await placed('poster')
}, 180_000)
afterAll(async () => handle.close())

async function placed(brand: 'card' | 'poster'): Promise<string> {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(
    handle.db,
    parsedCheckout({ email: `h-${randomUUID().slice(0, 6)}@example.com` }),
    {
      owner: { visitorKey },
      brand,
      locale: 'de-DE',
    },
  )
  await changeOrderStatus(handle.db, order.number, { to: 'in_production' }, 'staff')
  return order.number
}

const form = (fields: Record<string, string | string[] | File>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  return data
}
const csvFile = (text: string) => new File([text], 'tracking.csv', { type: 'text/csv' })

/** Runs the attack and asserts no table changed. */
async function unchanged<T>(attack: () => Promise<T>): Promise<T> {
  const before = await dbFingerprint(handle.db)
  const result = await attack()
  expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  return result
}

describe('tracking CSV upload', () => {
  it('refuses 10 000 rows before looking at any order', async () => {
    const rows = ['Bestellnummer;Versanddienst;Sendungsnummer']
    for (let i = 0; i < 10_000; i++) rows.push(`KS-${300000 + i};DHL;JJD${500000 + i}`)
    const result = await unchanged(() =>
      uploadTrackingAction(null, form({ brand: 'card', mode: 'preview', file: csvFile(rows.join('\n')) })),
    )
    expect(result).toMatchObject({
      kind: 'problems',
      problems: [{ row: 1, message: expect.stringMatching(/höchstens 1000/) }],
    })
  })

  it.each([
    ['wrong columns', 'Name;Adresse;Telefon\nErika;Köln;0221\n', /Es fehlen Spalten/],
    ['a binary file', 'PK\u0003\u0004\u0000\u0000', /keine Textdatei/],
    ['an empty file', '', /CSV-Datei/],
    [
      'a formula in a cell',
      'Bestellnummer;Versanddienst;Sendungsnummer\n=HYPERLINK("x");DHL;JJD1234\n',
      /Bestellnummer/,
    ],
  ])('refuses %s with a German sentence', async (_name, text, message) => {
    const result = await unchanged(() =>
      uploadTrackingAction(null, form({ brand: 'card', mode: 'preview', file: csvFile(text) })),
    )
    expect(result?.kind).toBe('problems')
    const all = result?.kind === 'problems' ? [result.message, ...result.problems.map((p) => p.message)] : []
    expect(all.join(' ')).toMatch(message)
  })

  it("refuses another brand's order and an unknown brand, also in a forged apply", async () => {
    const text = `Bestellnummer;Versanddienst;Sendungsnummer\n${card};DHL;JJD7770001\n${poster};DHL;JJD7770002\n`
    const preview = await unchanged(() =>
      uploadTrackingAction(null, form({ brand: 'card', mode: 'preview', file: csvFile(text) })),
    )
    expect(preview).toMatchObject({
      kind: 'problems',
      problems: [{ row: 3, message: `Die Bestellung ${poster} gehört zu MYPOSTER, nicht zu Kartenstudio.` }],
    })
    const forged = await unchanged(() =>
      uploadTrackingAction(null, form({ brand: 'card', mode: 'apply', csv: text })),
    )
    expect(forged?.kind).toBe('problems')
    const evil = await unchanged(() =>
      uploadTrackingAction(null, form({ brand: 'evil', mode: 'apply', csv: text })),
    )
    expect(evil).toMatchObject({
      kind: 'problems',
      message: 'Bitte wählen Sie die Marke, zu der die Datei gehört.',
    })
  })
})

describe('payments and refunds', () => {
  it.each(['-10', '-0,01', '0', '1e5', 'NaN', '12,345', '100000,01', '99999999999999999999', '<script>', ''])(
    'refuse the amount %j',
    async (amount) => {
      const paid = await unchanged(() =>
        recordPaymentAction(null, form({ number: card, amount, receivedOn: '2026-11-20' })),
      )
      expect(paid).toMatchObject({ ok: false, message: expect.stringMatching(/Betrag/), values: { amount } })
      const refunded = await unchanged(() =>
        recordRefundAction(null, form({ number: card, amount, reason: 'Kulanz' })),
      )
      expect(refunded).toMatchObject({ ok: false, message: expect.stringMatching(/Betrag/) })
    },
  )

  it.each(['2026-13-45', 'gestern', '1999-01-01', '9999-12-31'])(
    'refuse the payment day %j',
    async (receivedOn) => {
      const paid = await unchanged(() =>
        recordPaymentAction(null, form({ number: card, amount: '10', receivedOn })),
      )
      expect(paid).toMatchObject({ ok: false, message: expect.stringMatching(/Datum|Zukunft/) })
    },
  )

  it('refuse a refund before shipping, a reminder not yet due, and a forged order number', async () => {
    const refund = await unchanged(() =>
      recordRefundAction(null, form({ number: card, amount: '5', reason: 'Kulanz' })),
    )
    expect(refund).toMatchObject({ ok: false, message: expect.stringMatching(/nach dem Versand/) })
    const reminder = await unchanged(() => sendPaymentReminderAction(null, form({ number: card })))
    expect(reminder).toMatchObject({ ok: false, message: 'Eine Zahlungserinnerung ist noch nicht fällig.' })
    await expect(
      recordPaymentAction(null, form({ number: "KS-1' or 1=1", amount: '5', receivedOn: '2026-11-20' })),
    ).rejects.toThrow()
  })

  it('are forbidden to the production role', async () => {
    state.role = 'production'
    try {
      await unchanged(async () => {
        await expect(
          recordRefundAction(null, form({ number: card, amount: '5', reason: 'x' })),
        ).rejects.toThrow(/403/)
        await expect(
          recordPaymentAction(null, form({ number: card, amount: '5', receivedOn: '2026-11-20' })),
        ).rejects.toThrow(/403/)
        await expect(sendPaymentReminderAction(null, form({ number: card }))).rejects.toThrow(/403/)
      })
    } finally {
      state.role = 'owner'
    }
  })
})

describe('parcels, batches and packing slips', () => {
  it("refuse another order's line and parcel, forged numbers in a batch", async () => {
    const ship = await unchanged(() =>
      shipOrderAction(
        null,
        form({ number: card, carrier: 'DHL', trackingNumber: 'JJD1234', line: randomUUID() }),
      ),
    )
    expect(ship).toMatchObject({
      ok: false,
      message: expect.stringMatching(/schon versandt oder gehört nicht zu ihr/),
    })
    const fix = await unchanged(() =>
      correctTrackingAction(
        null,
        form({ number: card, shipment: randomUUID(), carrier: 'DHL', trackingNumber: 'JJD1234' }),
      ),
    )
    expect(fix).toMatchObject({ ok: false, message: 'Diese Sendung gibt es nicht.' })
    const junk = await unchanged(() =>
      correctTrackingAction(
        null,
        form({ number: card, shipment: "1' or '1'='1", carrier: 'DHL', trackingNumber: 'JJD1234' }),
      ),
    )
    expect(junk).toMatchObject({ ok: false })
    const batch = await unchanged(() =>
      startProductionAction(null, form({ order: [card, 'DROP TABLE orders'] })),
    )
    expect(batch).toMatchObject({ ok: false, message: 'Ungültige Bestellnummer in der Auswahl.' })
    const many = await unchanged(() =>
      startProductionAction(null, form({ order: Array.from({ length: 201 }, (_, i) => `KS-${400000 + i}`) })),
    )
    expect(many).toMatchObject({
      ok: false,
      problems: [{ message: 'Höchstens 200 Bestellungen auf einmal.' }],
    })
  })

  it('packing slip: 404 for junk or another order, 403 for a role without shipping, a PDF otherwise', async () => {
    const get = (number: string, query = '') =>
      slipRoute.GET(new Request(`http://localhost/backoffice/orders/${number}/packing-slip${query}`), {
        params: Promise.resolve({ number }),
      })
    expect((await get('KS-999999')).status).toBe(404)
    expect((await get('../../etc/passwd')).status).toBe(404)
    expect((await get(card, `?shipment=${randomUUID()}`)).status).toBe(404)
    expect((await get(card, '?shipment=%27%20or%201%3D1')).status).toBe(404)
    const ok = await get(poster)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/pdf')
    state.role = 'support'
    try {
      expect((await get(card)).status).toBe(403)
    } finally {
      state.role = 'owner'
    }
  })

  it('the backdating fixture does not exist outside the browser tests', async () => {
    const response = await unchanged(() =>
      backdateRoute.POST(
        new Request('http://localhost/backoffice/test-fixtures/backdate-invoice', {
          method: 'POST',
          body: JSON.stringify({ number: card, days: 30 }),
        }),
      ),
    )
    expect(response.status).toBe(404)
  })
})
