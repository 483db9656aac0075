import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  customers,
  guestLists,
  mailOutbox,
  newsletterSubscriptions,
  savedDesigns,
  uploads,
} from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { ERASED_MAIL } from '@/lib/mail/erase'
import { enqueueMail } from '@/lib/mail/outbox'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { jpeg } from '@/lib/shop/design-print/uploads/testing/fixtures'
import { sweepOrphanUploads } from '@/lib/shop/design-print/uploads/sweep'
import { thumbKeyOf } from '@/lib/shop/design-print/uploads/uploads'
import { createUpload } from '@/lib/shop/design-print/uploads/uploads'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { registerCustomerAnonymiser } from './anonymise'
import { deleteCustomer } from './customer-data'
import type { CustomerDeps } from './deps'
import { signedInCustomer, testDeps } from './testing/customer-test-kit'
import { ANONYMISED } from './visitor-to-customer'

let handle: DbHandle
let deps: CustomerDeps
let folder: string
let storage: ObjectStorage
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  deps = testDeps(handle.db)
  folder = await mkdtemp(join(tmpdir(), 'erasure-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

/** A customer with a photo, a saved design, a guest list, a newsletter subscription and mails. */
async function customerWithEverything(email: string) {
  const { customer } = await signedInCustomer(deps, email)
  const upload = await createUpload(
    { db: handle.db, storage },
    { bytes: await jpeg(), kind: 'photo', visitorKey: null, customerId: customer.id },
  )
  const [row] = await handle.db.select().from(uploads).where(eq(uploads.id, upload.id))
  await createSavedDesign(
    handle.db,
    { customerId: customer.id },
    {
      designId: 101,
      document: sampleDocumentInput(),
      options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
    },
  )
  await createGuestList(handle.db, {
    bytes: new TextEncoder().encode('Name\nAnna\n'),
    visitorKey: null,
    customerId: customer.id,
  })
  await handle.db.insert(newsletterSubscriptions).values([
    { brand: 'card', email: email.toUpperCase(), locale: 'de-DE', status: 'confirmed', consentText: 'Ja' },
    { brand: 'poster', email, locale: 'de-DE', status: 'pending', consentText: 'Ja', firstName: 'Ada' },
  ])
  // The sign-up mail went out (stored); a second message still waits in the outbox.
  const [sentMail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
  await handle.db
    .update(mailOutbox)
    .set({ status: 'stored', sentAt: new Date() })
    .where(eq(mailOutbox.id, sentMail!.id))
  await enqueueMail(handle.db, {
    messageKey: `test-waiting:${email}`,
    to: email.toUpperCase(),
    subject: 'Ihre Bestellung bei Ada Lovelace',
    text: 'Hallo Ada',
    html: '<p>Hallo Ada</p>',
    brand: 'card',
    locale: 'de-DE',
  })
  return {
    customer,
    keys: [row!.printKey, row!.previewKey, thumbKeyOf(row!.previewKey)],
    sentMailId: sentMail!.id,
  }
}

describe('account deletion (GDPR)', () => {
  it('removes uploaded files, designs, lists, unsent mails and the newsletter; anonymises sent mails', async () => {
    const email = 'erase-me@example.com'
    const { customer, keys, sentMailId } = await customerWithEverything(email)
    for (const key of keys) expect(await storage.get(key)).not.toBeNull()

    await deleteCustomer({ db: handle.db, storage }, customer.id)

    for (const key of keys) expect(await storage.get(key)).toBeNull()
    expect(await handle.db.select().from(uploads).where(eq(uploads.customerId, customer.id))).toEqual([])
    expect(
      await handle.db.select().from(savedDesigns).where(eq(savedDesigns.customerId, customer.id)),
    ).toEqual([])
    expect(await handle.db.select().from(guestLists).where(eq(guestLists.customerId, customer.id))).toEqual(
      [],
    )
    expect(
      await handle.db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`),
    ).toEqual([])
    // Nothing waits to be sent to the address any more; what went out keeps no personal data.
    expect(
      await handle.db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.recipient}) = ${email}`),
    ).toEqual([])
    const [sent] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, sentMailId))
    expect(sent).toMatchObject({
      recipient: ANONYMISED.email,
      subject: ERASED_MAIL.subject,
      textBody: '',
      htmlBody: '',
      attachments: [],
      status: 'stored',
    })
    expect(await handle.db.select().from(customers).where(eq(customers.id, customer.id))).toEqual([])
  })

  it('keeps every file when the deletion rolls back', async () => {
    const { customer, keys } = await customerWithEverything('kept-files@example.com')
    registerCustomerAnonymiser('test-failure', async () => {
      throw new Error('orders unavailable')
    })
    try {
      await expect(deleteCustomer({ db: handle.db, storage }, customer.id)).rejects.toThrow(
        'orders unavailable',
      )
    } finally {
      registerCustomerAnonymiser('test-failure', async () => undefined)
    }
    for (const key of keys) expect(await storage.get(key)).not.toBeNull()
    expect(await handle.db.select().from(uploads).where(eq(uploads.customerId, customer.id))).toHaveLength(1)
  })
})

describe('orphaned upload sweep', () => {
  it('removes files without a row once older than the grace period, nothing else', async () => {
    const own = await mkdtemp(join(tmpdir(), 'sweep-'))
    const files = localStorage(own)
    try {
      const kept = await createUpload(
        { db: handle.db, storage: files },
        { bytes: await jpeg(), kind: 'photo', visitorKey: randomUUID() },
      )
      const [row] = await handle.db.select().from(uploads).where(eq(uploads.id, kept.id))
      await files.put('uploads/aa/up-orphan-old-print.jpg', new Uint8Array([1]), 'image/jpeg')
      await files.put('uploads/aa/up-orphan-new-print.jpg', new Uint8Array([2]), 'image/jpeg')
      await files.put('print-files/x/y.pdf', new Uint8Array([3]), 'application/pdf')
      // A thumbnail whose upload row is gone is an orphan like any other file.
      await files.put('uploads/aa/up-orphan-old-thumb.webp', new Uint8Array([4]), 'image/webp')
      const thumb = thumbKeyOf(row!.previewKey)
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000)
      const old = ['uploads/aa/up-orphan-old-print.jpg', 'uploads/aa/up-orphan-old-thumb.webp']
      for (const key of [...old, row!.printKey, row!.previewKey, thumb]) {
        await utimes(join(own, key), twoDaysAgo, twoDaysAgo)
      }

      expect(await sweepOrphanUploads(handle.db, files)).toEqual({ checked: 6, removed: 2 })
      expect(await files.get('uploads/aa/up-orphan-old-print.jpg')).toBeNull()
      expect(await files.get('uploads/aa/up-orphan-old-thumb.webp')).toBeNull()
      expect(await files.get(thumb)).not.toBeNull()
      expect(await files.get('uploads/aa/up-orphan-new-print.jpg')).not.toBeNull()
      expect(await files.get(row!.printKey)).not.toBeNull()
      expect(await files.get(row!.previewKey)).not.toBeNull()
      expect(await files.get('print-files/x/y.pdf')).not.toBeNull()
      // After the grace period the young orphan goes too; the row's files never do.
      const later = new Date(Date.now() + 2 * 86_400_000)
      expect(await sweepOrphanUploads(handle.db, files, { now: later })).toEqual({ checked: 4, removed: 1 })
      expect(await files.get(row!.printKey)).not.toBeNull()
      expect(await files.get(thumb)).not.toBeNull()
    } finally {
      await rm(own, { recursive: true, force: true })
    }
  })
})
