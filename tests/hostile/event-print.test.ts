import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  eventHouseholds,
  eventMemberResponses,
  eventMembers,
  eventSubEvents,
  savedDesigns,
} from '@/lib/db/schema'
import { generateCatalogue } from '@/lib/shop/catalogue/generator/catalogue'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { signedInCustomer } from '@/lib/shop/customers/testing/customer-test-kit'
import { createEvent } from '@/lib/shop/events/event'
import { newRsvpToken } from '@/lib/shop/events/rsvp/token'
import { customerRouteDb } from './support/customer-route-db'
import { eventRequest, idParams, refusedWithoutWrites } from './support/event-routes'
import { changedTables, dbFingerprint } from './support/fingerprint'

/**
 * Issue 31 point 7 as an attacker sends it to "Drucken" (GET/POST /web-api/events/{id}/print):
 * signed out is a 401, another customer's event a 404 like a missing one, a made-up piece, a field
 * too many or a wrong type a 400 naming the field, nothing to print a 422 in words; none of them
 * writes anything. The one good call makes exactly one saved design and one guest list.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (state.deps as CustomerDeps).db,
}))

const print = await import('@/app/web-api/events/[id]/print/route')

const routes = customerRouteDb(state, () =>
  openCatalogueTestDb(generateCatalogue().designs.filter((d) => d.themeId === 1461)),
)
let mine: Headers
let myId: string
let emptyId: string
let theirId: string
beforeAll(async () => {
  const deps = routes.deps
  const me = await signedInCustomer(deps, 'print-me@example.com')
  const them = await signedInCustomer(deps, 'print-them@example.com')
  mine = me.headers
  const input = { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2099-06-12' } as const
  myId = (await createEvent(routes.db, me.customer.id, input)).id
  emptyId = (await createEvent(routes.db, me.customer.id, input)).id
  theirId = (await createEvent(routes.db, them.customer.id, input)).id
  // Test setup: one household whose one member said yes to the party.
  const [party] = await routes.db
    .insert(eventSubEvents)
    .values({ eventId: myId, position: 1, name: 'Feier', date: '2099-06-12' })
    .returning()
  const [klein] = await routes.db
    .insert(eventHouseholds)
    .values({ eventId: myId, position: 1, name: 'Familie Klein', rsvpToken: newRsvpToken() })
    .returning()
  const [cem] = await routes.db
    .insert(eventMembers)
    .values({ householdId: klein!.id, position: 1, firstName: 'Cem', lastName: 'Klein', tableName: '1' })
    .returning()
  await routes.db
    .insert(eventMemberResponses)
    .values({ memberId: cem!.id, subEventId: party!.id, attending: true })
}, 180_000)

const request = (method: string, id: string, cookies: Headers | null, body?: unknown) =>
  eventRequest(method, `/web-api/events/${id}/print`, cookies, body)
const params = idParams

type Call = (id: string, who: Headers | null) => Promise<Response>
const CALLS: Record<string, Call> = {
  'GET /web-api/events/{id}/print': (id, who) => print.GET(request('GET', id, who), params(id)),
  'POST /web-api/events/{id}/print': (id, who) =>
    print.POST(request('POST', id, who, { kind: 'place-cards' }), params(id)),
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

describe('POST /web-api/events/{id}/print with bad input', () => {
  const post =
    (body: unknown, id = myId) =>
    () =>
      print.POST(request('POST', id, mine, body), params(id))

  it.each([
    [
      'a piece that does not exist',
      { kind: 'invitations' },
      /kind.*place-cards, table-plan, table-cards oder thank-you/,
    ],
    ['no piece at all', {}, /kind/],
    ['a field too many', { kind: 'place-cards', designId: 1 }, /designId/],
    ['withMeal as a string', { kind: 'place-cards', withMeal: 'yes' }, /withMeal/],
    ['a body that is not JSON', '{', /JSON|body/i],
    ['an array', [{ kind: 'place-cards' }], /body|object|expected/i],
  ])('refuses %s (400), touching nothing', async (_name, body, pattern) => {
    await refused(post(body), 400, pattern)
  })

  it('refuses a body larger than the endpoint takes (413)', async () => {
    await refused(post({ kind: 'place-cards', pad: 'x'.repeat(4096) }), 413, /./)
  })

  it('says in words that nothing can be printed yet (422), touching nothing', async () => {
    await refused(post({ kind: 'place-cards' }, emptyId), 422, /Noch hat niemand zugesagt/)
    await refused(post({ kind: 'table-cards' }, emptyId), 422, /Noch sitzt niemand an einem Tisch/)
    await refused(post({ kind: 'table-plan' }, emptyId), 422, /Noch sitzt niemand an einem Tisch/)
    await refused(post({ kind: 'thank-you' }, emptyId), 422, /Noch hat kein Haushalt zugesagt/)
    await refused(post({ kind: 'envelopes' }, emptyId), 422, /Noch hat kein Haushalt eine Anschrift/)
  })
})

describe('the good call', () => {
  it('makes one saved place card of the customer (the proxy marks /web-api/events private, no-store)', async () => {
    const before = await dbFingerprint(routes.db)
    const response = await print.POST(request('POST', myId, mine, { kind: 'place-cards' }), params(myId))
    const body = (await response.json()) as { savedDesignId: string; cards: number }
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.cards).toBe(1)
    expect(changedTables(before, await dbFingerprint(routes.db)).sort()).toEqual([
      'guest_lists',
      'saved_designs',
    ])
    const [saved] = await routes.db.select().from(savedDesigns).where(eq(savedDesigns.id, body.savedDesignId))
    expect(saved?.customerId).not.toBeNull()
  })

  it('makes the table plan as one saved poster, with no guest list to merge', async () => {
    const before = await dbFingerprint(routes.db)
    const response = await print.POST(request('POST', myId, mine, { kind: 'table-plan' }), params(myId))
    const body = (await response.json()) as { savedDesignId: string; cards: number; overfull: boolean }
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({ cards: 1, overfull: false })
    expect(changedTables(before, await dbFingerprint(routes.db))).toEqual(['saved_designs'])
  })

  it('counts the pieces for the page', async () => {
    const response = await CALLS['GET /web-api/events/{id}/print']!(myId, mine)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      entries: [
        { kind: 'envelopes', cards: 0 },
        { kind: 'place-cards', cards: 1, sample: ['Cem Klein'] },
        { kind: 'table-plan', cards: 1, sample: ['Tisch 1'] },
        { kind: 'table-cards', cards: 1, sample: ['Tisch 1'] },
        { kind: 'thank-you', cards: 1 },
      ],
    })
  })
})
