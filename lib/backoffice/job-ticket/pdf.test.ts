import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { jobTicketOfLine, jobTicketsOfOrder } from './load'
import { renderJobTickets } from './pdf'

/**
 * The job ticket read back from its PDF (issue 34 point 1): a folded card with gold foil, round
 * corners, a ribbon, bordeaux envelopes and a guest list of three, ordered with express shipping,
 * next to a plain card line. One page per line; every fact production needs is on it in words; no
 * price is.
 */
let handle: DbHandle
let number = ''
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  const visitorKey = randomUUID()
  const list = await createGuestList(handle.db, {
    bytes: new TextEncoder().encode('Name;Stadt\nAnna;Köln\nBen;Wien\nCem;Bern\n'),
    visitorKey,
  })
  await addCartItem(
    handle.db,
    { visitorKey },
    {
      kind: 'card',
      snapshot: { ...sampleDocumentInput(), guestListId: list.id, guestMapping: { Vorname: 'Name' } },
      options: {
        productType: 'folded-card',
        format: 'a6',
        paper: 'premium-matt',
        refinement: 'gold',
        punching: 'round-corners',
        ribbon: 'satin-10mm',
        envelope: { flap: 'pointed', sizeClass: 'standard', colour: 'bordeaux' },
        quantity: 10,
      },
    },
    READ,
  )
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout({ shippingMethod: 'express' }), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  number = order.number
}, 180_000)
afterAll(async () => handle.close())

describe('job ticket PDF', () => {
  it('prints one page per line with every fact in words and no price', async () => {
    const tickets = (await jobTicketsOfOrder(handle.db, number))!
    expect(tickets).toHaveLength(2)
    const pdf = await loadPdf(await renderJobTickets(tickets))
    expect(pdf.getPageCount()).toBe(2)
    const text = pageTexts(pdf.getPage(0)).join('\n')
    for (const words of [
      'Laufzettel',
      number,
      'Pos. 1 von 2',
      'DIN A6 · 148 × 105 mm, Querformat, Falz oben',
      'Premiumpapier matt',
      'Gold – Sonderfarbe Foil_Gold',
      'Abgerundete Ecken',
      'Satinband 10 mm',
      'Standard-Umschlag (spitze Lasche, Bordeaux) · 10 Stück, einer je Stück',
      '3 Gäste + 7 Karten ohne Namen = 10 Karten',
      'Versand (Express)',
      `${number}-1.pdf · noch nicht erzeugt`,
      'Freigabe Produktion',
    ])
      expect(text, text).toContain(words)
    // The promised window in words, never as stored.
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, number))
    expect(text).not.toContain(row!.expectedDeliveryTo)
    expect(text).toMatch(/Zugesagte Zustellung\n(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. \p{L}+ 20\d\d/u)
    expect(text).not.toMatch(/€|EUR|\d+,\d\d\s/)
    expect(pageTexts(pdf.getPage(1)).join('\n')).toContain('Pos. 2 von 2')
  })

  it("names the rendered file's page count and SHA-256 prefix", async () => {
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, number))
    const [line] = await handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row!.id))
      .orderBy(orderLines.position)
    await handle.db
      .update(orderPrintFiles)
      .set({ state: 'done', pageCount: 30, sha256: 'c0ffee'.repeat(10) + 'abcd' })
      .where(eq(orderPrintFiles.lineId, line!.id))
    const ticket = (await jobTicketOfLine(handle.db, number, line!.id))!
    const text = pageTexts((await loadPdf(await renderJobTickets([ticket]))).getPage(0)).join('\n')
    expect(text).toContain(`${number}-1.pdf · 30 Seiten · Fertig · SHA-256 c0ffeec0ffee…`)
  })

  it('has no ticket for another order’s line, a junk id or an unknown order', async () => {
    expect(await jobTicketOfLine(handle.db, number, randomUUID())).toBeNull()
    expect(await jobTicketOfLine(handle.db, number, "' or 1=1")).toBeNull()
    expect(await jobTicketsOfOrder(handle.db, 'KS-999999')).toBeNull()
    expect(await jobTicketsOfOrder(handle.db, '../etc')).toBeNull()
  })
})
