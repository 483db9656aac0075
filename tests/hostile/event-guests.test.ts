import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventMemberResponses } from '@/lib/db/schema/events'
import type { CustomerDeps } from '@/lib/shop/customers/deps'
import { signedInCustomer } from '@/lib/shop/customers/testing/customer-test-kit'
import { createEvent, updateEvent } from '@/lib/shop/events/event'
import { sheetCsv, templateSheet } from '@/lib/shop/events/guests/export'
import { addHousehold, listHouseholds } from '@/lib/shop/events/guests/households'
import { householdInputSchema } from '@/lib/shop/events/guests/schema'
import { customerRouteDb } from './support/customer-route-db'
import { changedTables, dbFingerprint } from './support/fingerprint'

/**
 * Issue 31 point 3 as an attacker sends it to the guest list's route handlers: signed out is a 401,
 * another customer's event or household a 404 like a missing one, oversized or bad files, bad rows,
 * a wrong mode and replace without confirmation are 4xx with a sentence naming the problem; none of
 * them writes anything, and no answer is a 500.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (state.deps as CustomerDeps).db,
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => {} }))

const guests = await import('@/app/web-api/events/[id]/guests/route')
const household = await import('@/app/web-api/events/[id]/guests/[householdId]/route')
const preview = await import('@/app/web-api/events/[id]/guests/import-preview/route')
const importing = await import('@/app/web-api/events/[id]/guests/import/route')
const exporting = await import('@/app/web-api/events/[id]/guests/export/route')
const template = await import('@/app/web-api/events/guest-template/route')
const mailMerge = await import('@/app/web-api/events/[id]/guests/mail-merge/route')
const renew = await import('@/app/web-api/events/[id]/guests/[householdId]/rsvp-link/route')

const routes = customerRouteDb(state)
let mine: Headers
let myCustomerId: string
let theirCustomerId: string
let myEvent: string
let theirEvent: string
let theirHousehold: string
beforeAll(async () => {
  const deps = routes.deps
  const me = await signedInCustomer(deps, 'guests-me@example.com')
  const them = await signedInCustomer(deps, 'guests-them@example.com')
  mine = me.headers
  myCustomerId = me.customer.id
  theirCustomerId = them.customer.id
  theirEvent = (
    await createEvent(routes.db, theirCustomerId, {
      occasion: 'taufe',
      title: 'Taufe',
      eventDate: '2027-05-02',
    })
  ).id
  theirHousehold = (
    await addHousehold(routes.db, theirEvent, theirCustomerId, householdInputSchema.parse({ name: 'Fremde' }))
  ).id
}, 180_000)
beforeEach(async () => {
  myEvent = (
    await createEvent(routes.db, myCustomerId, {
      occasion: 'hochzeit',
      title: 'Anna & Ben',
      eventDate: '2027-06-12',
    })
  ).id
})

function withCookie(headers: Headers, who: Headers | null) {
  const cookie = who?.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  headers.set('locale', 'de-DE')
  return headers
}
const json = (method: string, path: string, who: Headers | null, body?: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method,
    headers: withCookie(new Headers({ 'content-type': 'application/json' }), who),
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
function multipart(
  path: string,
  who: Headers | null,
  file: Uint8Array | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  if (file) form.set('file', new Blob([Buffer.from(file)]), 'gaeste.csv')
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: withCookie(new Headers(), who),
    body: form,
  })
}
const at = (id: string, householdId?: string) => ({
  params: Promise.resolve<{ id: string; householdId?: string }>(
    householdId === undefined ? { id } : { id, householdId },
  ),
})
const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\n'))
const goodFile = () => sheetCsv(templateSheet())

type Call = (event: string, who: Headers | null, household?: string) => Promise<Response>
const CALLS: Record<string, Call> = {
  'GET guests': (e, who) => guests.GET(json('GET', `/web-api/events/${e}/guests`, who), at(e)),
  'POST guests': (e, who) =>
    guests.POST(json('POST', `/web-api/events/${e}/guests`, who, { name: 'Neu' }), at(e)),
  'PUT guests/{householdId}': (e, who, h = theirHousehold) =>
    household.PUT(json('PUT', `/web-api/events/${e}/guests/${h}`, who, { name: 'Neu' }), at(e, h)),
  'DELETE guests/{householdId}': (e, who, h = theirHousehold) =>
    household.DELETE(json('DELETE', `/web-api/events/${e}/guests/${h}`, who), at(e, h)),
  'POST import-preview': (e, who) =>
    preview.POST(multipart(`/web-api/events/${e}/guests/import-preview`, who, goodFile()), at(e)),
  'POST import': (e, who) =>
    importing.POST(multipart(`/web-api/events/${e}/guests/import`, who, goodFile()), at(e)),
  'POST mail-merge': (e, who) =>
    mailMerge.POST(
      json('POST', `/web-api/events/${e}/guests/mail-merge`, who, { placeholders: ['Name'] }),
      at(e),
    ),
  'POST guests/{householdId}/rsvp-link': (e, who, h = theirHousehold) =>
    renew.POST(json('POST', `/web-api/events/${e}/guests/${h}/rsvp-link`, who, {}), at(e, h)),
  'GET export': (e, who) =>
    exporting.GET(json('GET', `/web-api/events/${e}/guests/export?format=csv`, who), at(e)),
}

async function refused(send: () => Promise<Response>, status: number, pattern: RegExp) {
  const before = await dbFingerprint(routes.db)
  const response = await send()
  const body = (await response.json()) as { error: { message: string; field?: string } }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(`${body.error.field ?? ''} ${body.error.message}`).toMatch(pattern)
  expect(changedTables(before, await dbFingerprint(routes.db))).toEqual([])
}

describe.each(Object.entries(CALLS))('%s', (_, call) => {
  it('is a 401 signed out', async () => {
    await refused(() => call(myEvent, null), 401, /melden Sie sich an/)
  })
  it('answers another customer’s event like a missing one (404)', async () => {
    await refused(() => call(theirEvent, mine), 404, /Dieses Event gibt es nicht/)
  })
  it('refuses an id that is no uuid (400)', async () => {
    await refused(() => call('../../etc/passwd', mine), 400, /id/)
  })
})

describe('guest list attacks', () => {
  it('gives a household a new personal link only in its own event; the old token is gone', async () => {
    const mineHousehold = await addHousehold(
      routes.db,
      myEvent,
      myCustomerId,
      householdInputSchema.parse({ name: 'Familie Berg' }),
    )
    const send = (h: string, body: unknown = {}) =>
      renew.POST(json('POST', `/web-api/events/${myEvent}/guests/${h}/rsvp-link`, mine, body), at(myEvent, h))
    await refused(() => send(theirHousehold), 404, /Haushalt/)
    await refused(() => send(mineHousehold.id, { token: 'mine' }), 400, /token/)
    const response = await send(mineHousehold.id)
    expect(response.status).toBe(200)
    const renewed = (await response.json()) as { rsvpToken: string; rsvpLink: string }
    expect(renewed.rsvpToken).not.toBe(mineHousehold.rsvpToken)
    expect(renewed.rsvpLink).toMatch(new RegExp(`/r/${renewed.rsvpToken}$`))
    const [listed] = await listHouseholds(routes.db, myEvent, myCustomerId)
    expect(listed?.rsvpToken).toBe(renewed.rsvpToken)
  })

  it('refuses another customer’s household inside my own event (404), and a household id that is no uuid', async () => {
    await refused(() => CALLS['PUT guests/{householdId}']!(myEvent, mine, theirHousehold), 404, /Haushalt/)
    await refused(() => CALLS['DELETE guests/{householdId}']!(myEvent, mine, theirHousehold), 404, /Haushalt/)
    await refused(() => CALLS['DELETE guests/{householdId}']!(myEvent, mine, 'x'), 400, /householdId/)
    expect(await listHouseholds(routes.db, theirEvent, theirCustomerId)).toHaveLength(1)
  })

  it.each<[string, unknown, RegExp]>([
    ['no name', { name: '' }, /name.*Namen/],
    ['an unknown field', { name: 'A', rsvpToken: 'mine' }, /rsvpToken/],
    ['a bad salutation', { name: 'A', members: [{ salutation: 'majestät' }] }, /salutation/],
    ['a bad e-mail', { name: 'A', email: 'nope' }, /E-Mail/],
    ['too many plus-ones', { name: 'A', plusOnesAllowed: 99 }, /Begleitpersonen/],
    [
      'a sub-event of another event',
      { name: 'A', subEventIds: ['8f0e7a52-3c1d-4e55-9a1b-2d6f0c9e4b11'] },
      /Teil-Event/,
    ],
    ['a huge name', { name: 'x'.repeat(5000) }, /name/],
    ['broken JSON', '{"name":', /JSON|body/i],
  ])('refuses a household with %s', async (_label, body, pattern) => {
    await refused(
      () => guests.POST(json('POST', `/web-api/events/${myEvent}/guests`, mine, body), at(myEvent)),
      pattern.source.includes('Teil-Event') ? 422 : 400,
      pattern,
    )
  })

  it.each<[string, () => Request, number, RegExp]>([
    ['no file', () => multipart(`/web-api/events/${myEvent}/guests/import`, mine, null), 400, /file/],
    [
      'JSON instead of a form',
      () => json('POST', `/web-api/events/${myEvent}/guests/import`, mine, { mode: 'merge' }),
      415,
      /./,
    ],
    [
      'an oversized file',
      () =>
        multipart(`/web-api/events/${myEvent}/guests/import`, mine, new Uint8Array(6 * 1024 * 1024).fill(65)),
      413,
      /MB/,
    ],
    [
      'a web page',
      () =>
        multipart(`/web-api/events/${myEvent}/guests/import`, mine, csv(['<html><body>hi</body></html>'])),
      415,
      /web page/,
    ],
    [
      'no name columns',
      () => multipart(`/web-api/events/${myEvent}/guests/import`, mine, csv(['Farbe;Zahl', 'rot;1'])),
      422,
      /Haushalt/,
    ],
    [
      'a wrong mode',
      () => multipart(`/web-api/events/${myEvent}/guests/import`, mine, goodFile(), { mode: 'everything' }),
      400,
      /mode/,
    ],
    [
      'an unknown form field',
      () => multipart(`/web-api/events/${myEvent}/guests/import`, mine, goodFile(), { customerId: 'x' }),
      400,
      /customerId|form/,
    ],
  ])('refuses an import with %s', async (_label, build, status, pattern) => {
    await refused(() => importing.POST(build(), at(myEvent)), status, pattern)
  })

  it('imports the good households of a file with bad rows and names each bad row', async () => {
    const file = csv([
      'Haushalt;Anrede;Vorname;Nachname',
      'Berg;Herr;Max;Berg',
      'Kaputt;Kaiser;Karl;K',
      'Formel;;=cmd|calc;X',
    ])
    const response = await preview.POST(
      multipart(`/web-api/events/${myEvent}/guests/import-preview`, mine, file),
      at(myEvent),
    )
    const body = (await response.json()) as {
      problems: { row: number; message: string }[]
      households: number
    }
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/)
    expect(body.households).toBe(1)
    expect(body.problems.map((p) => p.row)).toEqual([3, 4])
    const done = await importing.POST(
      multipart(`/web-api/events/${myEvent}/guests/import`, mine, file),
      at(myEvent),
    )
    expect(await done.json()).toMatchObject({ added: 1, problems: 2 })
  })

  it('refuses replace without confirmation once guests answered (409), then replaces when confirmed', async () => {
    const added = await addHousehold(
      routes.db,
      myEvent,
      myCustomerId,
      householdInputSchema.parse({ name: 'Berg', members: [{ firstName: 'Max' }] }),
    )
    const event = await updateEvent(routes.db, myCustomerId, myEvent, {
      subEvents: [
        {
          name: 'Feier',
          date: '2027-06-12',
          startTime: null,
          endTime: null,
          placeName: '',
          street: '',
          postcode: '',
          city: 'Berlin',
          country: 'DE',
          note: '',
        },
      ],
    })
    await routes.db
      .insert(eventMemberResponses)
      .values({ memberId: added.members[0]!.id, subEventId: event.subEvents[0]!.id, attending: true })
    const send = (fields: Record<string, string>) =>
      importing.POST(
        multipart(`/web-api/events/${myEvent}/guests/import`, mine, goodFile(), fields),
        at(myEvent),
      )
    await refused(() => send({ mode: 'replace' }), 409, /confirmReplace.*Antworten/)
    await refused(() => send({ mode: 'replace', confirmReplace: 'yes' }), 400, /confirmReplace/)
    const response = await send({ mode: 'replace', confirmReplace: 'true' })
    expect(await response.json()).toMatchObject({ added: 2, removed: 1 })
  })

  it('refuses a mail-merge request with unknown fields or absurd placeholders', async () => {
    const send = (body: unknown) =>
      mailMerge.POST(json('POST', `/web-api/events/${myEvent}/guests/mail-merge`, mine, body), at(myEvent))
    await refused(() => send({ placeholders: ['Name'], customerId: theirCustomerId }), 400, /customerId/)
    await refused(() => send({ placeholders: ['x'.repeat(200)] }), 400, /placeholders/)
    await refused(() => send({ placeholders: 'Name' }), 400, /placeholders/)
  })

  it('exports and offers the template only as csv or xlsx, privately', async () => {
    await refused(
      () =>
        exporting.GET(json('GET', `/web-api/events/${myEvent}/guests/export?format=pdf`, mine), at(myEvent)),
      400,
      /format/,
    )
    await refused(
      () => template.GET(json('GET', '/web-api/events/guest-template?format=exe', null)),
      400,
      /format/,
    )
    const file = await exporting.GET(
      json('GET', `/web-api/events/${myEvent}/guests/export?format=xlsx`, mine),
      at(myEvent),
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    const blank = await template.GET(json('GET', '/web-api/events/guest-template?format=csv', null))
    expect(await blank.text()).toMatch(/^\uFEFF?Haushalt;Anrede;Titel;Vorname;Nachname;Kind;E-Mail;Straße/)
  })
})
