import { eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { eventHouseholds, events, mailOutbox } from '@/lib/db/schema'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { signedInCustomer } from '@/lib/shop/customers/testing/customer-test-kit'
import { createEvent } from '@/lib/shop/events/event'
import { newRsvpToken } from '@/lib/shop/events/rsvp/token'
import { customerRouteDb } from './support/customer-route-db'
import { eventRequest, idParams, refusedWithoutWrites } from './support/event-routes'

/**
 * Issue 31 point 6 as an attacker sends it to the dashboard's route handlers: signed out is a 401,
 * another customer's event a 404 like a missing one, a wrong format or body a 400 naming the field,
 * a second reminder a 409 with the reason in words; none of them writes anything.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (state.deps as CustomerDeps).db,
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => {} }))

const dashboard = await import('@/app/web-api/events/[id]/dashboard/route')
const reminders = await import('@/app/web-api/events/[id]/reminders/route')
const caterer = await import('@/app/web-api/events/[id]/caterer-export/route')

const routes = customerRouteDb(state)
let mine: Headers
let myId: string
let theirId: string
beforeAll(async () => {
  const deps = routes.deps
  const me = await signedInCustomer(deps, 'dashboard-me@example.com')
  const them = await signedInCustomer(deps, 'dashboard-them@example.com')
  mine = me.headers
  const input = { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2099-06-12' } as const
  myId = (await createEvent(routes.db, me.customer.id, input)).id
  theirId = (await createEvent(routes.db, them.customer.id, input)).id
  // Test setup: a published page with one household that has an address and has not answered.
  await routes.db.update(events).set({ state: 'published' }).where(eq(events.id, myId))
  await routes.db.insert(eventHouseholds).values({
    eventId: myId,
    position: 1,
    name: 'Familie Klein',
    email: 'klein@example.org',
    rsvpToken: newRsvpToken(),
  })
}, 180_000)

const request = eventRequest
const params = idParams

type Call = (id: string, who: Headers | null) => Promise<Response>
const CALLS: Record<string, Call> = {
  'GET /web-api/events/{id}/dashboard': (id, who) =>
    dashboard.GET(request('GET', `/web-api/events/${id}/dashboard`, who), params(id)),
  'POST /web-api/events/{id}/reminders': (id, who) =>
    reminders.POST(request('POST', `/web-api/events/${id}/reminders`, who, {}), params(id)),
  'GET /web-api/events/{id}/caterer-export': (id, who) =>
    caterer.GET(request('GET', `/web-api/events/${id}/caterer-export?format=csv`, who), params(id)),
}

const refused = (send: () => Promise<Response>, status: number, pattern: RegExp) =>
  refusedWithoutWrites(routes.db, send, status, pattern)

describe.each(Object.entries(CALLS))('%s', (_, call) => {
  it('is a 401 signed out', async () => {
    await refused(() => call(myId, null), 401, /melden Sie sich an/)
  })
  it('answers another customer’s event like a missing one (404), touching nothing', async () => {
    await refused(() => call(theirId, mine), 404, /Dieses Event gibt es nicht/)
  })
  it('refuses an id that is no uuid (400)', async () => {
    await refused(() => call('..%2F..%2Fetc', mine), 400, /id/)
  })
})

describe('bad input and repeated clicks', () => {
  it('refuses a format that is neither csv nor xlsx, and a body with fields', async () => {
    await refused(
      () =>
        caterer.GET(request('GET', `/web-api/events/${myId}/caterer-export?format=pdf`, mine), params(myId)),
      400,
      /format.*csv oder xlsx/,
    )
    await refused(
      () =>
        reminders.POST(
          request('POST', `/web-api/events/${myId}/reminders`, mine, { to: 'x@evil.test' }),
          params(myId),
        ),
      400,
      /to/,
    )
    await refused(
      () => reminders.POST(request('POST', `/web-api/events/${myId}/reminders`, mine, '{'), params(myId)),
      400,
      /JSON|body/i,
    )
  })

  it('sends one reminder, then answers 409 "nobody to remind" without a second mail; a draft is a 409 too', async () => {
    const first = await CALLS['POST /web-api/events/{id}/reminders']!(myId, mine)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ sent: 1, reminders: { due: 0, remindedRecently: 1 } })
    await refused(() => CALLS['POST /web-api/events/{id}/reminders']!(myId, mine), 409, /niemand zu erinnern/)
    const mails = await routes.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.messageKey, 'event-reminder:%'))
    expect(mails.map((m) => m.recipient)).toEqual(['klein@example.org'])

    const dash = await CALLS['GET /web-api/events/{id}/dashboard']!(myId, mine)
    expect(dash.status).toBe(200)
    const body = (await dash.json()) as { activity: { items: { text: string }[] } }
    expect(body.activity.items[0]?.text).toBe('Erinnerung an 1 Haushalt gesendet')
    expect(JSON.stringify(body)).not.toContain('klein@example.org')
  })
})
