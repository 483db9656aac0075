import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { brandDisplayName } from '@/lib/context/brand-name'
import { segmentOf } from '@/lib/config/locales'
import { supportContact } from '@/lib/context/support'
import { customers } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { renderMailLayout } from '@/lib/mail/layout'
import { enqueueMail } from '@/lib/mail/outbox'
import { emailUndoToken } from './email-undo-token'
import { mailLanguage } from './mail-copy'
import { NOTICE_COPY } from './notice-copy'
import { mailLink, servedBrand, servedLocale } from './account-urls'

/**
 * The security notices of notice-copy.ts, written to the outbox. They are never held back by the
 * limits on requested mails (lib/mail/request-limits.ts): whoever used up an address's quota must not
 * be able to change the account unnoticed. Each event is its own message (a random key).
 */
async function customerOf(db: Db, customerId: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId))
  if (!row) return null
  const brand = servedBrand(row.brand)
  const locale = servedLocale(brand, row.locale)
  return {
    row,
    brand,
    locale,
    copy: NOTICE_COPY[mailLanguage(locale)],
    support: supportContact(brand, segmentOf(locale)),
  }
}

export async function sendPasswordChangedNotice(db: Db, customerId: string): Promise<void> {
  const customer = await customerOf(db, customerId)
  if (!customer) return
  const { row, brand, locale, copy, support } = customer
  const { subject, content } = copy.passwordChanged({
    brand: brandDisplayName(brand),
    name: row.name,
    reset: mailLink(brand, locale, 'resetRequest'),
    support,
  })
  await enqueueMail(db, {
    messageKey: `customer-password-changed:${row.id}:${randomUUID()}`,
    to: row.email,
    subject,
    ...renderMailLayout(brand, content, locale),
    brand,
    locale,
  })
}

/** To the address the account had before: it is the one the owner still reads if it was not them. */
export async function sendEmailChangedNotice(
  db: Db,
  change: { customerId: string; oldEmail: string; newEmail: string },
  { secret, now }: { secret: string; now: Date },
): Promise<void> {
  const customer = await customerOf(db, change.customerId)
  if (!customer) return
  const { row, brand, locale, copy, support } = customer
  const token = emailUndoToken(secret, change, now)
  const { subject, content } = copy.emailChanged({
    brand: brandDisplayName(brand),
    name: row.name,
    newEmail: change.newEmail,
    undo: mailLink(brand, locale, 'emailUndo', { token }),
    support,
  })
  await enqueueMail(db, {
    messageKey: `customer-email-changed:${row.id}:${randomUUID()}`,
    to: change.oldEmail,
    subject,
    ...renderMailLayout(brand, content, locale),
    brand,
    locale,
  })
}
