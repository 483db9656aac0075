import { hashPassword } from '@/lib/auth/password-hash'
import { eq } from 'drizzle-orm'
import { events, savedDesigns } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { insertWedding } from '@/lib/shop/events/rsvp/testing/wedding'

/** The page password of the fixture event made with `password`. */
export const FIXTURE_EVENT_PASSWORD = 'geheim-123'

/**
 * The event page's browser tests' data: a wedding with a civil ceremony (household Berg only) and a
 * party (everyone), households Berg (Anna, Ben, one plus-one) and Klein (Cem), a far RSVP deadline
 * and the sample card as its invitation design; optionally a page password or still a draft. Only
 * the E2E fixture route calls it.
 */
export async function eventRsvpFixture(db: Db, options: { password: boolean; draft: boolean }) {
  const wedding = await insertWedding(db, {
    state: options.draft ? 'draft' : 'published',
    eventDate: '2099-06-12',
    rsvpDeadline: '2099-05-15',
    passwordHash: options.password ? await hashPassword(FIXTURE_EVENT_PASSWORD) : null,
  })
  const [design] = await db
    .insert(savedDesigns)
    .values({
      customerId: wedding.event.customerId,
      document: sampleDocumentInput(),
      documentVersion: 2,
      product: 'card',
      options: {},
      name: 'Einladung',
    })
    .returning({ id: savedDesigns.id })
  if (design) await db.update(events).set({ savedDesignId: design.id }).where(eq(events.id, wedding.event.id))
  return wedding
}
