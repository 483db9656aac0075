import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { orderPrintFiles, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { processDuePrintFiles } from '@/lib/shop/design-print/print-files/worker'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import type { ObjectStorage } from '@/lib/storage/storage'

/** One personalised card line per entry: product type, format and paper as the shop sells them. */
export type CardChoice = {
  productType: 'folded-card' | 'postcard'
  format: 'a6' | 'a5'
  paper: 'premium-matt' | 'naturpapier'
}

/** An order of personalised cards (one print file each), placed now; returns its number and files. */
export async function placeCardOrder(
  db: Db,
  cards: readonly CardChoice[],
  brand: 'card' | 'poster' = 'card',
): Promise<{ number: string; orderId: string; files: string[] }> {
  const visitorKey = randomUUID()
  for (const card of cards) {
    await addCartItem(
      db,
      { visitorKey },
      { kind: 'card', snapshot: sampleDocumentInput(), options: { ...card, quantity: 50 } },
      READ,
    )
  }
  const { order } = await placeOrder(
    db,
    parsedCheckout({ email: `q-${randomUUID().slice(0, 6)}@example.com` }),
    {
      owner: { visitorKey },
      brand,
      locale: 'de-DE',
    },
  )
  const [row] = await db.select().from(orders).where(eq(orders.number, order.number))
  const files = await db
    .select({ id: orderPrintFiles.id })
    .from(orderPrintFiles)
    .where(eq(orderPrintFiles.orderId, row!.id))
  return { number: order.number, orderId: row!.id, files: files.map((f) => f.id) }
}

/** A small real PDF that names its job, so every stored file has bytes of its own. */
export async function namedPdf(name: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(name)
  pdf.addPage([298, 420]).drawText(name, { x: 20, y: 200, size: 12 })
  return pdf.save()
}

/**
 * The worker's real pass over every due job with a stand-in renderer (a one-page PDF naming the job,
 * or an error for the ids in `failing`): queue, claim, store and record as in production, in ms.
 */
export async function renderDue(db: Db, storage: ObjectStorage, failing: ReadonlySet<string> = new Set()) {
  return processDuePrintFiles(db, storage, {
    limit: 100,
    render: async (_db, _storage, job) => {
      if (failing.has(job.id)) throw new Error('The font "Playfair Display" is not available for printing.')
      return { pdf: await namedPdf(job.id), pageCount: 1 }
    },
  })
}
