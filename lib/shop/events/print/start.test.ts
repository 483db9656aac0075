import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventHouseholds,
  eventMemberResponses,
  eventMembers,
  events,
  orderPrintFiles,
  orders,
} from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { generateCatalogue } from '@/lib/shop/catalogue/generator/catalogue'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { findGuestList, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import { processDuePrintFiles } from '@/lib/shop/design-print/print-files/worker'
import { createSavedDesign, getSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { insertWedding, type WeddingFixture } from '@/lib/shop/events/rsvp/testing/wedding'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { localStorage } from '@/lib/storage/local-storage'
import { printOverview } from './source'
import { startEventPrint } from './start'

const run = promisify(execFile)

/** The generated wedding theme 1461 (invitation, thank-you, menu, place and table card …). */
const THEME = generateCatalogue().designs.filter((d) => d.themeId === 1461)

let handle: DbHandle
let folder: string
beforeAll(async () => {
  handle = await openCatalogueTestDb(THEME)
  folder = await mkdtemp(join(tmpdir(), 'event-print-'))
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

/** The wedding with answers: Anna (Fisch, table 2) and Cem (table 1) come, Ben declines. */
async function answeredWedding(): Promise<WeddingFixture> {
  const wedding = await insertWedding(handle.db)
  const { db } = handle
  await db
    .update(eventMembers)
    .set({ mealChoice: 'Fisch', tableName: '2' })
    .where(eq(eventMembers.id, wedding.berg.annaId))
  await db.update(eventMembers).set({ tableName: '1' }).where(eq(eventMembers.id, wedding.klein.cemId))
  await db.insert(eventMemberResponses).values([
    { memberId: wedding.berg.annaId, subEventId: wedding.partyId, attending: true },
    { memberId: wedding.berg.benId, subEventId: wedding.partyId, attending: false },
    { memberId: wedding.klein.cemId, subEventId: wedding.partyId, attending: true },
  ])
  return wedding
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const file = join(folder, `${crypto.randomUUID()}.pdf`)
  await writeFile(file, bytes)
  const { stdout } = await run('pdftotext', [file, '-'])
  return stdout
}

/** Orders the saved design as its customer, renders the order's print file and reads its text back. */
async function orderAndPrint(customerId: string, savedDesignId: string) {
  const owner = { visitorKey: null, customerId }
  await addCartItem(handle.db, owner, { kind: 'saved-design', savedDesignId: savedDesignId }, READ)
  const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), {
    owner,
    brand: 'card',
    locale: 'de-DE',
  })
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  const [job] = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
  // Only this order's job is due.
  const far = new Date(Date.now() + 10 * 365 * 86_400_000)
  await handle.db.update(orderPrintFiles).set({ leaseUntil: far })
  await handle.db
    .update(orderPrintFiles)
    .set({ leaseUntil: new Date(0) })
    .where(eq(orderPrintFiles.id, job!.id))
  const storage = localStorage(folder)
  expect(await processDuePrintFiles(handle.db, storage)).toMatchObject({ done: 1, failed: 0 })
  const [done] = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.id, job!.id))
  const pdf = (await storage.get(done!.storageKey!))!
  const text = await pdfText(pdf)
  return { text, orderNumber: order.number, pdf }
}

// Every test makes a wedding on a real database; a busy machine takes longer than the default.
describe('printing from the event’s guest list', { timeout: 120_000 }, () => {
  it('counts what each piece prints for the "Drucken" page', async () => {
    const wedding = await answeredWedding()
    const overview = await printOverview(handle.db, wedding.event.customerId, wedding.event.id)
    expect(overview.entries).toEqual([
      { kind: 'envelopes', cards: 0, sample: [] },
      { kind: 'place-cards', cards: 2, sample: ['Cem Klein', 'Anna Berg'] },
      { kind: 'table-plan', cards: 1, sample: ['Tisch 1', 'Tisch 2'] },
      { kind: 'table-cards', cards: 2, sample: ['Tisch 1', 'Tisch 2'] },
      { kind: 'thank-you', cards: 2, sample: ['Frau und Herrn Anna und Ben Berg', 'Herrn Cem Klein'] },
    ])
    expect(overview).toMatchObject({ unseated: 0, unseatedNames: [], unaddressed: 2, askMeals: true })
  })

  it('orders the table plan as one A2 poster: every seated guest under the table, fonts embedded', async () => {
    const wedding = await answeredWedding()
    const customerId = wedding.event.customerId
    // Ben comes after all, but has no table yet: named on the page, not printed.
    await handle.db
      .update(eventMemberResponses)
      .set({ attending: true })
      .where(eq(eventMemberResponses.memberId, wedding.berg.benId))
    const overview = await printOverview(handle.db, customerId, wedding.event.id)
    expect(overview).toMatchObject({ unseated: 1, unseatedNames: ['Ben Berg'] })
    const started = await startEventPrint(handle.db, {
      eventId: wedding.event.id,
      customerId,
      kind: 'table-plan',
      withMeal: false,
    })
    expect(started).toMatchObject({ kind: 'table-plan', designId: 10007, cards: 1, overfull: false })
    const saved = await getSavedDesign(handle.db, { customerId }, started.savedDesignId)
    expect(saved!.options).toMatchObject({ productType: 'table-plan', format: 'a2', quantity: 1 })
    expect(saved!.document.guestListId ?? null).toBeNull()

    const { text, pdf } = await orderAndPrint(customerId, started.savedDesignId)
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
    // Each table's heading, then its guests.
    expect(lines.indexOf('Cem Klein')).toBe(lines.indexOf('Tisch 1') + 1)
    expect(lines.indexOf('Anna Berg')).toBe(lines.indexOf('Tisch 2') + 1)
    expect(text).toContain('Tischplan')
    expect(text).toContain(wedding.event.title)
    expect(text).not.toContain('Ben Berg')
    expect(text).not.toContain('Sophie')

    const file = join(folder, 'table-plan.pdf')
    await writeFile(file, pdf)
    const info = (await run('pdfinfo', ['-box', file])).stdout
    expect(info).toMatch(/^Pages:\s+1$/m)
    const box = (name: string) =>
      info
        .match(new RegExp(`^${name}:\\s+(.+)$`, 'm'))![1]!
        .trim()
        .split(/\s+/)
        .map(Number)
    const mm = (points: number) => Math.round((points / 72) * 25.4)
    const [tx1, ty1, tx2, ty2] = box('TrimBox')
    expect([mm(tx2! - tx1!), mm(ty2! - ty1!)]).toEqual([420, 594])
    const [bx1, by1, bx2, by2] = box('BleedBox')
    expect([mm(bx2! - bx1!), mm(by2! - by1!)]).toEqual([426, 600])
    const fonts = (await run('pdffonts', [file])).stdout
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '')
    expect(fonts.length).toBeGreaterThan(0)
    // Column "emb" of pdffonts: every font is in the file.
    for (const font of fonts)
      expect(font).toMatch(/\s(?:Type 1C|TrueType|CID TrueType|Type 3|CID Type 0C)\S*\s+\S+\s+yes\s/)
  }, 120_000)

  it('makes a saved place card of the theme with one row per guest who said yes, meal included', async () => {
    const wedding = await answeredWedding()
    const customerId = wedding.event.customerId
    const started = await startEventPrint(handle.db, {
      eventId: wedding.event.id,
      customerId,
      kind: 'place-cards',
      withMeal: true,
    })
    expect(started).toMatchObject({ kind: 'place-cards', designId: 10004, cards: 2 })
    const saved = await getSavedDesign(handle.db, { customerId }, started.savedDesignId)
    expect(saved?.options).toMatchObject({ productType: 'table-card', quantity: 5 })
    const contents = saved!.document.pages.flatMap((p) =>
      p.layers.flatMap((l) => (l.type === 'text' ? [l.content] : [])),
    )
    expect(contents).toEqual(['{{Name}}', '{{Menü}}', '{{Name}}', '{{Menü}}'])
    const list = await findGuestList(handle.db, saved!.document.guestListId!, {
      visitorKey: null,
      customerId,
    })
    expect(guestListValues(list!, saved!.document.guestMapping).map((row) => [row.Name, row.Menü])).toEqual([
      ['Cem Klein', ''],
      ['Anna Berg', 'Fisch'],
    ])
  })

  it('orders the place cards and prints exactly the names of the guests who said yes', async () => {
    const wedding = await answeredWedding()
    const customerId = wedding.event.customerId
    const started = await startEventPrint(handle.db, {
      eventId: wedding.event.id,
      customerId,
      kind: 'place-cards',
      withMeal: true,
    })
    const { text, orderNumber } = await orderAndPrint(customerId, started.savedDesignId)
    // The printed words besides the slug line (order number, product): a name may wrap on the card,
    // and the tent fold prints the front upside down, so words are compared, not lines.
    const words = text
      .split('\n')
      .filter((line) => !line.includes(orderNumber))
      .flatMap((line) => line.split(/\s+/))
      .filter((word) => word !== '')
    expect([...new Set(words)].sort()).toEqual(['Anna', 'Berg', 'Cem', 'Fisch', 'Klein'])
    // Two guests, each card printed front and back with the name on both: no extra cards, no Ben.
    expect(words.filter((w) => w === 'Anna')).toHaveLength(2)
    expect(words.filter((w) => w === 'Cem')).toHaveLength(2)
  }, 120_000)

  it('makes table cards per table and thank-you cards per household that came', async () => {
    const wedding = await answeredWedding()
    const customerId = wedding.event.customerId
    const tables = await startEventPrint(handle.db, {
      eventId: wedding.event.id,
      customerId,
      kind: 'table-cards',
      withMeal: false,
    })
    expect(tables).toMatchObject({ designId: 10005, cards: 2 })
    const thanks = await startEventPrint(handle.db, {
      eventId: wedding.event.id,
      customerId,
      kind: 'thank-you',
      withMeal: false,
    })
    expect(thanks).toMatchObject({ designId: 10002, cards: 2 })
    const saved = await getSavedDesign(handle.db, { customerId }, thanks.savedDesignId)
    const back = saved!.document.pages.find((p) => p.role === 'back')!
    expect(back.layers.flatMap((l) => (l.type === 'text' ? [l.content] : []))).toEqual([
      '{{Anrede}},\n\n{{Dank}}',
      '{{Anschrift}}',
    ])
  })

  it('prints the couple’s own invitation with an addressed envelope per household with an address', async () => {
    const wedding = await answeredWedding()
    const customerId = wedding.event.customerId
    await handle.db
      .update(eventHouseholds)
      .set({ street: 'Lindenstraße 4', postcode: '1010', city: 'Wien', country: 'AT' })
      .where(eq(eventHouseholds.id, wedding.berg.id))
    // The couple's invitation: the theme's, with a text of their own.
    const invitation = THEME.find((d) => d.categories?.includes('invitation'))!
    const own = await createSavedDesign(
      handle.db,
      { customerId },
      {
        designId: invitation.id,
        document: (() => {
          const doc = migrateDocument(invitation.template)
          return { ...doc, palette: { ...doc.palette, ink: '#123456' } }
        })(),
        options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
      },
    )
    await handle.db.update(events).set({ savedDesignId: own.id }).where(eq(events.id, wedding.event.id))
    const started = await startEventPrint(handle.db, {
      eventId: wedding.event.id,
      customerId,
      kind: 'envelopes',
      withMeal: false,
    })
    expect(started).toMatchObject({ designId: invitation.id, cards: 1 })
    const saved = await getSavedDesign(handle.db, { customerId }, started.savedDesignId)
    expect(saved!.options).toMatchObject({
      envelope: { sizeClass: 'standard', flap: 'straight', colour: 'white' },
    })
    expect(saved!.document.palette.ink).toBe('#123456')
    const envelope = saved!.document.pages.find((p) => p.role === 'envelope')!
    expect(envelope.sizeMm).toEqual({ width: 162, height: 114 })
    const list = await findGuestList(handle.db, saved!.document.guestListId!, {
      visitorKey: null,
      customerId,
    })
    expect(guestListValues(list!, saved!.document.guestMapping).map((row) => row.Anschrift)).toEqual([
      'Frau und Herrn Anna und Ben Berg\nLindenstraße 4\n1010 Wien\nÖSTERREICH',
    ])
    // The print file's envelope sheet carries the address block, line by line; Cem (no address) has none.
    const { text } = await orderAndPrint(customerId, started.savedDesignId)
    expect(text).toContain('Frau und Herrn Anna und Ben Berg\nLindenstraße 4\n1010 Wien\nÖSTERREICH')
    expect(text).not.toContain('Klein')
    expect(text).not.toContain('{{')
  }, 120_000)

  it('says what is missing when nobody said yes yet, and refuses another customer’s event', async () => {
    const wedding = await insertWedding(handle.db)
    const input = { eventId: wedding.event.id, kind: 'place-cards', withMeal: false } as const
    await expect(
      startEventPrint(handle.db, { ...input, customerId: wedding.event.customerId }),
    ).rejects.toMatchObject({
      options: { status: 422 },
      message: expect.stringMatching(/Noch hat niemand zugesagt/),
    })
    const other = await insertWedding(handle.db)
    await expect(
      startEventPrint(handle.db, { ...input, customerId: other.event.customerId }),
    ).rejects.toMatchObject({ options: { status: 404 } })
  })
})
