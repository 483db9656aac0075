import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { guestEventView, householdByToken } from '@/lib/shop/events/rsvp/guest-event'
import { eventRsvpFixture } from './event-rsvp'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

describe('the event page fixture (browser tests, bench)', () => {
  it('makes a published wedding through the account and guest-list functions, with the invitation design', async () => {
    const w = await eventRsvpFixture(handle.db, { password: false, draft: false })
    const berg = await householdByToken(handle.db, w.berg.token)
    const klein = await householdByToken(handle.db, w.klein.token)
    expect(berg?.event).toMatchObject({ slug: w.slug, state: 'published', passwordHash: null })
    const names = async (found: typeof berg) =>
      (await guestEventView(handle.db, found!.event, found!.household)).subEvents.map((s) => s.name)
    expect(await names(berg)).toEqual(['Standesamt', 'Feier'])
    expect(await names(klein)).toEqual(['Feier'])
    const view = await guestEventView(handle.db, berg!.event, berg!.household)
    expect(view.household?.members.map((m) => m.firstName)).toEqual(['Anna', 'Ben'])
    expect(view.household?.plusOnesAllowed).toBe(1)
    expect(view.look.motif).toBe(true)
  })

  it('makes a draft and a password-protected one on request', async () => {
    const draft = await eventRsvpFixture(handle.db, { password: true, draft: true })
    const found = await householdByToken(handle.db, draft.klein.token)
    expect(found?.event.state).toBe('draft')
    expect(found?.event.passwordHash).toMatch(/^\$argon2id\$/)
  })
})
