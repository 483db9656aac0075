import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import type { TransportMessage } from '@/lib/mail/transport'
import { deliverDueMail } from '@/lib/mail/worker'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const recorder = () => {
  const sent: TransportMessage[] = []
  return { kind: 'smtp' as const, sent, send: async (m: TransportMessage) => void sent.push(m) }
}
const later = () => new Date(Date.now() + 1000)

describe('invoice attached to the confirmation mail', () => {
  it('is drawn by the worker at send time from the stored reference', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(handle.db, parsedCheckout({ email: 'anhang@example.com' }), {
      owner: { visitorKey },
      brand: 'card',
      locale: 'de-DE',
    })
    const transport = recorder()
    await deliverDueMail(handle.db, transport, { now: later(), renderAttachment: renderShopAttachment })
    const mail = transport.sent.find((m) => m.to === 'anhang@example.com')
    expect(mail?.subject).toContain(order.number)
    const [attachment] = mail!.attachments
    expect(attachment).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^Rechnung-RE-/),
    })
    const pdf = await loadPdf(Buffer.from(attachment!.contentBase64, 'base64'))
    expect(pageTexts(pdf.getPage(0))).toContain(order.number)
  })

  it('retries a message whose attachment cannot be drawn instead of sending it without', async () => {
    const queued = await enqueueMail(handle.db, {
      messageKey: `broken:${randomUUID()}`,
      to: 'kaputt@example.com',
      subject: 'Rechnung',
      text: 'Anbei',
      html: '<p>Anbei</p>',
      brand: 'card',
      locale: 'de-DE',
      attachments: [
        { filename: 'Rechnung.pdf', contentType: 'application/pdf', ref: 'invoice:RE-1999-000001' },
      ],
    })
    const transport = recorder()
    await deliverDueMail(handle.db, transport, { now: later(), renderAttachment: renderShopAttachment })
    expect(transport.sent.some((m) => m.to === 'kaputt@example.com')).toBe(false)
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id))
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row?.lastError).toContain('There is no invoice RE-1999-000001')
  })
})
