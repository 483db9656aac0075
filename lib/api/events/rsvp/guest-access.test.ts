import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authSecret } from '@/lib/auth/secret'
import { hashPassword } from '@/lib/auth/password-hash'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { accessCookieName, accessProof, householdCookieName } from '@/lib/shop/events/rsvp/access'
import { insertWedding } from '@/lib/shop/events/rsvp/testing/wedding'

vi.mock('server-only', () => ({}))
const { guestAccess } = await import('./guest-access')

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

const jar =
  (cookies: Record<string, string> = {}) =>
  (name: string) =>
    cookies[name]

describe('who may see an event page', () => {
  it('shows a draft only to its owner, as a preview', async () => {
    const w = await insertWedding(handle.db, { state: 'draft' })
    expect(await guestAccess(handle.db, w.event.slug, jar(), null)).toBeNull()
    const stranger = await insertWedding(handle.db)
    expect(await guestAccess(handle.db, w.event.slug, jar(), stranger.event.customerId)).toBeNull()
    expect(await guestAccess(handle.db, w.event.slug, jar(), w.event.customerId)).toMatchObject({
      preview: true,
      entered: true,
    })
  })

  it('opens a password page with the password proof or a household link, not with a forged proof', async () => {
    const w = await insertWedding(handle.db, { passwordHash: await hashPassword('geheim-123') })
    const slug = w.event.slug
    expect(await guestAccess(handle.db, slug, jar(), null)).toMatchObject({ entered: false, personal: false })
    const forged = { [accessCookieName(w.event.id)]: 'A'.repeat(43) }
    expect((await guestAccess(handle.db, slug, jar(forged), null))?.entered).toBe(false)
    const proof = { [accessCookieName(w.event.id)]: accessProof(w.event, authSecret()) }
    expect(await guestAccess(handle.db, slug, jar(proof), null)).toMatchObject({
      entered: true,
      personal: true,
    })
    const link = { [householdCookieName(w.event.id)]: w.klein.token }
    const withLink = await guestAccess(handle.db, slug, jar(link), null)
    expect(withLink).toMatchObject({ entered: true, personal: true })
    expect(withLink?.household?.id).toBe(w.klein.id)
    // Another event's household cookie under this event's name identifies nobody.
    const other = await insertWedding(handle.db)
    const foreign = { [householdCookieName(w.event.id)]: other.klein.token }
    expect((await guestAccess(handle.db, slug, jar(foreign), null))?.household).toBeNull()
  })
})
