import { and, eq, gt } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { storedBrand, storedShopLocale } from '@/lib/config/stored-values'
import { newsletterSubscriptions, type NewsletterStatus } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { mailRequestLimits, type MailRequestLimits } from '@/lib/mail/request-limits'
import { enqueueConfirmMail, enqueueVoucherMail } from './newsletter-mails'
import { subscribeInputSchema, type NewsletterResult, type SubscribeInput } from './schema'
import { hashToken, newConfirmToken, readUnsubscribeToken } from './tokens'
import { issueNewsletterVoucher } from './voucher'

/**
 * Double opt-in (spec sections 4 and 5). States per brand and address:
 *   (none) ─subscribe→ pending ─confirm link→ confirmed ─unsubscribe→ unsubscribed ─subscribe→ pending …
 * The voucher is issued on the first confirmation only (a unique row per brand and address), so
 * unsubscribing and subscribing again never yields a second one. Every answer to subscribe is the
 * same, so the form does not reveal who is on the list.
 */
export const CONFIRM_LINK_HOURS = 48

export interface NewsletterScope {
  brand: BrandKey
  locale: ShopLocaleCode
  /** The consent statement exactly as shown to the person, kept as proof. */
  consentText: string
  now: Date
  /** Limits on requested mails (lib/mail/request-limits.ts); the process-wide ones when absent. */
  mailLimits?: MailRequestLimits
}

export async function subscribeToNewsletter(
  db: Db,
  input: SubscribeInput,
  scope: NewsletterScope,
): Promise<NewsletterResult> {
  const data = subscribeInputSchema.parse(input)
  const { token, hash } = newConfirmToken()
  const expires = new Date(scope.now.getTime() + CONFIRM_LINK_HOURS * 3_600_000)
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(
        and(eq(newsletterSubscriptions.brand, scope.brand), eq(newsletterSubscriptions.email, data.email)),
      )
      .for('update')
    // Already confirmed: nothing to do, and no mail (that would let anyone mail a subscriber at will).
    if (existing?.status === 'confirmed') return
    // Past the mailbox's share of requested mails nothing changes and nothing is sent; same answer.
    if (!(await (scope.mailLimits ?? mailRequestLimits()).mayMail(data.email, scope.now.getTime()))) return
    const fields = {
      locale: scope.locale,
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
      birthday: data.birthday ?? null,
      weddingDate: data.weddingDate ?? null,
      status: 'pending' as NewsletterStatus,
      consentText: scope.consentText,
      confirmTokenHash: hash,
      confirmExpiresAt: expires,
      unsubscribedAt: null,
    }
    if (existing) {
      await tx
        .update(newsletterSubscriptions)
        .set(fields)
        .where(
          and(eq(newsletterSubscriptions.brand, scope.brand), eq(newsletterSubscriptions.email, data.email)),
        )
    } else {
      await tx.insert(newsletterSubscriptions).values({ brand: scope.brand, email: data.email, ...fields })
    }
    await enqueueConfirmMail(tx, { brand: scope.brand, locale: scope.locale, email: data.email }, token)
  })
  return { status: 'confirmation-sent' }
}

/** Opens the confirmation link: single use, expires after CONFIRM_LINK_HOURS. */
export async function confirmNewsletter(
  db: Db,
  token: string,
  { now, secret }: { now: Date; secret: string },
): Promise<NewsletterResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
          eq(newsletterSubscriptions.status, 'pending'),
          gt(newsletterSubscriptions.confirmExpiresAt, now),
        ),
      )
      .returning()
    if (!row) return { status: 'invalid' }
    const brand = storedBrand(row.brand)
    const locale = storedShopLocale(row.locale)
    const voucher = await issueNewsletterVoucher(tx, brand, row.email, locale)
    if (voucher) await enqueueVoucherMail(tx, { brand, locale, email: row.email }, voucher, secret)
    return { status: 'confirmed', voucherSent: Boolean(voucher) }
  })
}

/** The signed link from a newsletter mail; unsubscribing twice is fine. */
export async function unsubscribeFromNewsletter(
  db: Db,
  token: string,
  { now, secret }: { now: Date; secret: string },
): Promise<NewsletterResult> {
  const target = readUnsubscribeToken(secret, token)
  if (!target) return { status: 'invalid' }
  await setUnsubscribed(db, target.brand, target.email, now)
  return { status: 'unsubscribed' }
}

export async function setUnsubscribed(db: Db, brand: BrandKey, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscriptions.brand, brand), eq(newsletterSubscriptions.email, email)))
}

export async function newsletterStatus(
  db: Db,
  brand: BrandKey,
  email: string,
): Promise<NewsletterStatus | null> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.brand, brand), eq(newsletterSubscriptions.email, email)))
  return row?.status ?? null
}
