import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, voucherRedemptions, vouchers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { formatMoney } from '@/lib/i18n/format'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { issueGiftVoucher, mailGiftVoucher } from './issue'

const run = promisify(execFile)
const now = new Date('2026-11-28T10:00:00Z')
let handle: DbHandle
let folder: string

beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'gift-voucher-'))
})
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

const ctx = (visitorKey: string) => ({
  owner: { visitorKey },
  brand: 'card' as const,
  locale: 'de-DE' as const,
})
const gift = (amount: number, currency: 'EUR' | 'USD' = 'EUR') =>
  issueGiftVoucher(handle.db, { brand: 'card', locale: 'de-DE', currency, amount, now })

async function order(code: string, email = 'erika@example.com', quantity = 50) {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey, quantity)
  return placeOrder(
    handle.db,
    parsedCheckout({ voucherCode: code, email, paymentMethod: 'prepayment' }),
    ctx(visitorKey),
  )
}

const balanceOf = async (id: string) =>
  (await handle.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]?.balance

async function pdfText(bytes: Uint8Array): Promise<string> {
  const file = join(folder, `${randomUUID()}.pdf`)
  await writeFile(file, bytes)
  return (await run('pdftotext', [file, '-'])).stdout
}

describe('gift vouchers', () => {
  it('pays part of an order, shipping included, and keeps the rest as its balance', async () => {
    const voucher = await gift(50_000)
    const { order: placed } = await order(voucher.code.toLowerCase())
    const full = placed.subtotal + placed.shippingPrice
    expect(placed.discount).toBe(full)
    expect(placed.total).toBe(0)
    // Money paid earlier, not a discount: the VAT is that of the full price.
    expect(placed.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(full)
    expect(await balanceOf(voucher.id)).toBe(50_000 - full)
    // The confirmation says what is left, under the voucher's line.
    const [confirmation] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `order-confirmation:${placed.number}`))
    expect(confirmation?.textBody).toContain(
      `Restguthaben auf Gutschein ${voucher.code}: ${formatMoney(50_000 - full, 'de-DE', 'EUR')}`,
    )
    const ledger = await handle.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id))
    expect(ledger.map((row) => row.amount)).toEqual([full])
  })

  it('a balance smaller than the order pays what it holds and leaves 0, never less', async () => {
    const voucher = await gift(2_500)
    const { order: placed } = await order(voucher.code)
    expect(placed.discount).toBe(2_500)
    expect(placed.total).toBe(placed.subtotal + placed.shippingPrice - 2_500)
    expect(await balanceOf(voucher.id)).toBe(0)
    await expect(order(voucher.code)).rejects.toMatchObject({ reason: 'exhausted', status: 422 })
  })

  it('parallel checkouts never take more than the voucher holds', async () => {
    const probe = await order((await gift(50_000)).code)
    const one = probe.order.subtotal + probe.order.shippingPrice
    // Room for exactly two whole orders: of 8 parallel checkouts two pay with it, the rest are refused.
    const voucher = await issueGiftVoucher(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      currency: 'EUR',
      amount: Math.ceil((2 * one + 1) / 100) * 100,
      now,
    })
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => order(voucher.code, `parallel-${i}@example.com`)),
    )
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.order] : []))
    const taken = placed.reduce((sum, o) => sum + o.discount, 0)
    const left = (await balanceOf(voucher.id)) ?? -1
    expect(left).toBeGreaterThanOrEqual(0)
    expect(taken + left).toBe(voucher.initialAmount)
    expect(placed.length).toBeGreaterThanOrEqual(2)
    const ledger = await handle.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id))
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(taken)
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ reason: 'exhausted' })
    }
  }, 60_000)

  it('a cancelled order gives its amount back to the balance, once', async () => {
    const voucher = await gift(50_000)
    const { order: placed } = await order(voucher.code)
    await changeOrderStatus(handle.db, placed.number, { to: 'cancelled' }, 'customer')
    expect(await balanceOf(voucher.id)).toBe(50_000)
    const [use] = await handle.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id))
    expect(use?.returnedAt).not.toBeNull()
    await expect(
      changeOrderStatus(handle.db, placed.number, { to: 'cancelled' }, 'customer'),
    ).rejects.toThrow()
    expect(await balanceOf(voucher.id)).toBe(50_000)
  })

  it('is refused in another currency and after its last day', async () => {
    const dollars = await gift(5_000, 'USD')
    await expect(order(dollars.code)).rejects.toMatchObject({ reason: 'currency' })
    const old = await issueGiftVoucher(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      currency: 'EUR',
      amount: 5_000,
      now: new Date('2021-06-01T10:00:00Z'),
    })
    await expect(order(old.code)).rejects.toMatchObject({ reason: 'expired' })
  })

  it('refuses amounts the shop does not sell', async () => {
    await expect(gift(999)).rejects.toMatchObject({ status: 422 })
    await expect(gift(50_100)).rejects.toMatchObject({ status: 422 })
  })

  it('is mailed with a PDF that carries value, code, recipient and last day, on the chosen date', async () => {
    const voucher = await issueGiftVoucher(handle.db, {
      brand: 'card',
      locale: 'de-DE',
      currency: 'EUR',
      amount: 7_500,
      recipientName: 'Oma Ilse',
      message: 'Alles Liebe zum Geburtstag!',
      now,
    })
    const sendOn = new Date('2026-12-24T07:00:00Z')
    await mailGiftVoucher(handle.db, voucher, {
      to: 'ilse@example.com',
      brand: 'card',
      locale: 'de-DE',
      sendOn,
    })
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageKey, `gift-voucher:${voucher.code}`))
    expect(mail?.recipient).toBe('ilse@example.com')
    expect(mail?.nextAttemptAt.toISOString()).toBe(sendOn.toISOString())
    expect(mail?.subject).toBe('Ihr Geschenkgutschein über 75\u00a0€')
    expect(mail?.textBody).toContain(voucher.code)
    expect(mail?.textBody).toContain('an der Kasse im Feld „Gutscheincode“')
    expect(mail?.textBody).toContain('31. Dezember 2029')
    const [attachment] = mail?.attachments ?? []
    expect(attachment && 'ref' in attachment ? attachment.ref : '').toBe(
      `gift-voucher:${voucher.code}.card.de-DE`,
    )
    const text = await pdfText(
      await renderShopAttachment(handle.db, `gift-voucher:${voucher.code}.card.de-DE`),
    )
    expect(text).toContain('Geschenkgutschein')
    expect(text).toMatch(/75\s€/)
    expect(text).toContain(voucher.code)
    expect(text).toContain('für Oma Ilse')
    expect(text).toContain('Alles Liebe zum Geburtstag!')
    expect(text).toContain('Gültig bis einschließlich 31. Dezember 2029')
    expect(text).toContain('Gutscheincode')
  }, 30_000)

  it('a PDF in English for a MYPOSTER voucher in dollars', async () => {
    const voucher = await issueGiftVoucher(handle.db, {
      brand: 'poster',
      locale: 'en-US',
      currency: 'USD',
      amount: 5_000,
      now,
    })
    const text = await pdfText(
      await renderShopAttachment(handle.db, `gift-voucher:${voucher.code}.poster.en-US`),
    )
    expect(text).toContain('Gift voucher')
    expect(text).toContain('$50')
    expect(text).toContain('MYPOSTER')
    expect(text).toContain(voucher.code)
  }, 30_000)
})
