import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions, newsletterVouchers } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { mailsTo, tokenFromMail } from '@/lib/shop/customers/testing/customer-test-kit'
import {
  confirmNewsletter,
  newsletterStatus,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './subscriptions'
import { readUnsubscribeToken, unsubscribeToken } from './tokens'
import { findNewsletterVoucher, redeemNewsletterVoucher } from './voucher'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(() => handle.close())

const secret = 'test-secret-test-secret-test-secret-!!'
const scope = (now = new Date()) => ({
  brand: 'card' as const,
  locale: 'de-DE' as const,
  consentText: 'Ja, ich will.',
  now,
})
const confirm = (token: string, now = new Date()) => confirmNewsletter(handle.db, token, { now, secret })

describe('newsletter double opt-in', () => {
  it('sends the voucher only after confirmation, once, with an unsubscribe link', async () => {
    const email = 'fan@example.com'
    expect(
      await subscribeToNewsletter(handle.db, { email, consent: true, firstName: 'Ada' }, scope()),
    ).toEqual({ status: 'confirmation-sent' })
    expect(await newsletterStatus(handle.db, 'card', email)).toBe('pending')
    expect(
      await handle.db.select().from(newsletterVouchers).where(eq(newsletterVouchers.email, email)),
    ).toHaveLength(0)

    const token = await tokenFromMail(handle.db, email, 'newsletter/bestaetigen')
    expect(await confirm(token)).toEqual({ status: 'confirmed', voucherSent: true })
    expect(await confirm(token)).toEqual({ status: 'invalid' })
    const [voucher] = await handle.db
      .select()
      .from(newsletterVouchers)
      .where(eq(newsletterVouchers.email, email))
    expect(voucher).toMatchObject({ amountMinor: 500, currency: 'EUR', brand: 'card' })
    const voucherMail = (await mailsTo(handle.db, email)).find((m) => m.textBody.includes(voucher!.code))
    expect(voucherMail?.textBody).toMatch(/newsletter\/abmelden\/\?token=/)
    // Where the code goes: the checkout's field, named as the field is labelled (issue 32 point 7).
    expect(voucherMail?.textBody).toContain('an der Kasse in das Feld „Gutscheincode“')

    // Unsubscribe, subscribe again, confirm again: still the one voucher.
    const unsubscribe = (voucherMail!.textBody.match(/abmelden\/\?token=(\S+)/) ?? [])[1]!
    expect(
      await unsubscribeFromNewsletter(handle.db, decodeURIComponent(unsubscribe), {
        now: new Date(),
        secret,
      }),
    ).toEqual({ status: 'unsubscribed' })
    expect(await newsletterStatus(handle.db, 'card', email)).toBe('unsubscribed')
    await subscribeToNewsletter(handle.db, { email, consent: true }, scope())
    expect(await confirm(await tokenFromMail(handle.db, email, 'newsletter/bestaetigen'))).toEqual({
      status: 'confirmed',
      voucherSent: false,
    })
    expect(
      await handle.db.select().from(newsletterVouchers).where(eq(newsletterVouchers.email, email)),
    ).toHaveLength(1)
  })

  it('answers a confirmed address the same and mails nothing more', async () => {
    const email = 'loyal@example.com'
    await subscribeToNewsletter(handle.db, { email, consent: true }, scope())
    await confirm(await tokenFromMail(handle.db, email, 'newsletter/bestaetigen'))
    const before = (await mailsTo(handle.db, email)).length
    expect(await subscribeToNewsletter(handle.db, { email, consent: true }, scope())).toEqual({
      status: 'confirmation-sent',
    })
    expect(await mailsTo(handle.db, email)).toHaveLength(before)
  })

  it('refuses an expired confirmation link', async () => {
    const email = 'late@example.com'
    await subscribeToNewsletter(handle.db, { email, consent: true }, scope())
    const token = await tokenFromMail(handle.db, email, 'newsletter/bestaetigen')
    expect(await confirm(token, new Date(Date.now() + 49 * 3_600_000))).toEqual({ status: 'invalid' })
    expect(await newsletterStatus(handle.db, 'card', email)).toBe('pending')
  })

  it('keeps brands apart and stores the consent text', async () => {
    const email = 'both@example.com'
    await subscribeToNewsletter(handle.db, { email, consent: true }, scope())
    await subscribeToNewsletter(handle.db, { email, consent: true }, { ...scope(), brand: 'poster' })
    const rows = await handle.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
    expect(rows.map((r) => r.brand).sort()).toEqual(['card', 'poster'])
    expect(rows[0]?.consentText).toBe('Ja, ich will.')
  })

  it('redeems a voucher once', async () => {
    const email = 'saver@example.com'
    await subscribeToNewsletter(handle.db, { email, consent: true }, scope())
    await confirm(await tokenFromMail(handle.db, email, 'newsletter/bestaetigen'))
    const [voucher] = await handle.db
      .select()
      .from(newsletterVouchers)
      .where(eq(newsletterVouchers.email, email))
    expect(await findNewsletterVoucher(handle.db, 'card', voucher!.code.toLowerCase())).not.toBeNull()
    expect(await findNewsletterVoucher(handle.db, 'poster', voucher!.code)).toBeNull()
    expect(await redeemNewsletterVoucher(handle.db, 'card', voucher!.code, 'K-1')).toBe(true)
    expect(await redeemNewsletterVoucher(handle.db, 'card', voucher!.code, 'K-2')).toBe(false)
    expect(await findNewsletterVoucher(handle.db, 'card', voucher!.code)).toBeNull()
  })
})

describe('unsubscribe tokens', () => {
  it('round-trips and refuses tampering', () => {
    const token = unsubscribeToken(secret, 'card', 'a@example.com')
    expect(readUnsubscribeToken(secret, token)).toEqual({ brand: 'card', email: 'a@example.com' })
    expect(readUnsubscribeToken('another-secret-another-secret-xx', token)).toBeNull()
    const [payload] = token.split('.')
    const forged = Buffer.from(JSON.stringify(['card', 'b@example.com'])).toString('base64url')
    expect(readUnsubscribeToken(secret, token.replace(payload!, forged))).toBeNull()
    expect(readUnsubscribeToken(secret, 'garbage')).toBeNull()
  })
})
