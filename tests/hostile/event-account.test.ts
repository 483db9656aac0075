import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { signedInCustomer } from '@/lib/shop/customers/testing/customer-test-kit'
import { createEvent } from '@/lib/shop/events/event'
import { ownerPhoto } from '@/lib/shop/events/event/testing/event-fixtures'
import { customerRouteDb } from './support/customer-route-db'
import { eventRequest, idParams, refusedWithoutWrites } from './support/event-routes'

/**
 * Issue 31 points 1 and 9 as an attacker sends them to the event account's route handlers: signed out
 * is a 401, another customer's event a 404 like a missing one, bad input a 4xx whose message is a
 * German sentence naming the field; none of them writes anything.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (state.deps as CustomerDeps).db,
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => {} }))

const list = await import('@/app/web-api/events/route')
const one = await import('@/app/web-api/events/[id]/route')
const publish = await import('@/app/web-api/events/[id]/publish/route')
const password = await import('@/app/web-api/events/[id]/password/route')

const routes = customerRouteDb(state)
let mine: Headers
let theirs: Headers
let myId: string
let theirId: string
let myCustomerId: string
let theirPhoto: string
beforeAll(async () => {
  const me = await signedInCustomer(routes.deps, 'event-me@example.com')
  const them = await signedInCustomer(routes.deps, 'event-them@example.com')
  mine = me.headers
  theirs = them.headers
  myCustomerId = me.customer.id
  theirPhoto = await ownerPhoto(routes.db, them.customer.id)
  theirId = (
    await createEvent(routes.db, them.customer.id, {
      occasion: 'taufe',
      title: 'Taufe Mia',
      eventDate: '2027-05-02',
    })
  ).id
}, 180_000)
beforeEach(async () => {
  myId = (
    await createEvent(routes.db, myCustomerId, {
      occasion: 'hochzeit',
      title: 'Anna & Ben',
      eventDate: '2027-06-12',
    })
  ).id
})

const request = eventRequest
const params = idParams

type Call = (id: string, who: Headers | null, body?: unknown) => Promise<Response>
const CALLS: Record<string, Call> = {
  'GET /web-api/events/{id}': (id, who) => one.GET(request('GET', `/web-api/events/${id}`, who), params(id)),
  'PATCH /web-api/events/{id}': (id, who, body = { title: 'Neu' }) =>
    one.PATCH(request('PATCH', `/web-api/events/${id}`, who, body), params(id)),
  'DELETE /web-api/events/{id}': (id, who) =>
    one.DELETE(request('DELETE', `/web-api/events/${id}`, who), params(id)),
  'POST /web-api/events/{id}/publish': (id, who, body = { published: true }) =>
    publish.POST(request('POST', `/web-api/events/${id}/publish`, who, body), params(id)),
  'POST /web-api/events/{id}/password': (id, who, body = { password: 'geheim123' }) =>
    password.POST(request('POST', `/web-api/events/${id}/password`, who, body), params(id)),
}

const refused = (send: () => Promise<Response>, status: number, pattern: RegExp) =>
  refusedWithoutWrites(routes.db, send, status, pattern)

describe.each(Object.entries(CALLS))('%s', (_, call) => {
  it('is a 401 signed out', async () => {
    await refused(() => call(myId, null), 401, /melden Sie sich an/)
  })
  it('answers another customer’s event like a missing one (404), touching nothing', async () => {
    await refused(() => call(theirId, mine), 404, /Dieses Event gibt es nicht/)
    await refused(() => call('8f0e7a52-3c1d-4e55-9a1b-2d6f0c9e4b11', mine), 404, /Dieses Event gibt es nicht/)
  })
  it('refuses an id that is no uuid (400)', async () => {
    await refused(() => call('..%2F..%2Fetc', mine), 400, /id/)
  })
})

describe('bad input is a 4xx in German, nothing written', () => {
  const patch = (body: unknown) => CALLS['PATCH /web-api/events/{id}']!(myId, mine, body)
  it.each<[string, unknown, number, RegExp]>([
    [
      'a title of 121 characters',
      { title: 'x'.repeat(121) },
      400,
      /title.*Der Titel darf höchstens 120 Zeichen/,
    ],
    ['an empty title', { title: '  ' }, 400, /title.*Bitte geben Sie einen Titel an/],
    ['an owner sent along', { customerId: '8f0e7a52-3c1d-4e55-9a1b-2d6f0c9e4b11' }, 400, /customerId/],
    ['a state sent along', { state: 'published' }, 400, /state/],
    [
      'a javascript: gift link',
      {
        details: {
          schedule: [],
          dressCode: '',
          giftLinks: [{ label: 'Liste', url: 'javascript:alert(1)' }],
          accommodation: '',
          freeText: '',
          photoUploadIds: [],
        },
      },
      400,
      /giftLinks.*mit https:\/\/ beginnt/,
    ],
    ['a date that does not exist', { eventDate: '2027-02-31' }, 400, /eventDate.*dieses Datum gibt es nicht/],
    ['an unknown occasion', { occasion: 'trauer' }, 400, /occasion.*Anlass aus der Liste/],
    [
      'a sub-event ending before it starts',
      {
        subEvents: [
          {
            name: 'Feier',
            date: '2027-06-12',
            startTime: '18:00',
            endTime: '17:00',
            placeName: '',
            street: '',
            postcode: '',
            city: '',
            country: 'DE',
            note: '',
          },
        ],
      },
      400,
      /endTime.*nach dem Beginn/,
    ],
    ['broken JSON', '{"title":', 400, /JSON|body/i],
  ])('refuses %s', async (_label, body, status, pattern) => {
    await refused(() => patch(body), status, pattern)
  })

  it('refuses another customer’s photo (422)', async () => {
    const details = {
      schedule: [],
      dressCode: '',
      giftLinks: [],
      accommodation: '',
      freeText: '',
      photoUploadIds: [theirPhoto],
    }
    await refused(() => patch({ details }), 422, /Fotos aus Ihren eigenen Uploads/)
  })

  it('refuses to publish an incomplete event, naming what is missing (422)', async () => {
    await refused(
      () => CALLS['POST /web-api/events/{id}/publish']!(myId, mine),
      422,
      /Zum Veröffentlichen fehlt noch: mindestens einen Programmteil/,
    )
  })

  it('refuses a page password that is too short', async () => {
    await refused(
      () => CALLS['POST /web-api/events/{id}/password']!(myId, mine, { password: 'abc' }),
      400,
      /password.*mindestens 6 Zeichen/,
    )
  })

  it('refuses creating an event signed out, or without a date', async () => {
    const create = (who: Headers | null, body: unknown) =>
      list.POST(request('POST', '/web-api/events', who, body))
    await refused(
      () => create(null, { occasion: 'hochzeit', title: 'X', eventDate: '2027-01-01' }),
      401,
      /melden Sie sich an/,
    )
    await refused(() => create(mine, { occasion: 'hochzeit', title: 'X' }), 400, /eventDate/)
    await refused(() => list.GET(request('GET', '/web-api/events', null)), 401, /melden Sie sich an/)
  })

  it('lists only the customer’s own events', async () => {
    const response = await list.GET(request('GET', '/web-api/events', theirs))
    const body = (await response.json()) as { items: { id: string }[] }
    expect(body.items.map((e) => e.id)).toEqual([theirId])
  })
})
