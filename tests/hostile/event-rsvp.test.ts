import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { eventMembers } from '@/lib/db/schema'
import { resetRsvpRateLimits } from '@/lib/shop/events/rsvp/limits'
import { insertWedding, type WeddingFixture } from '@/lib/shop/events/rsvp/testing/wedding'
import { regenerateRsvpToken } from '@/lib/shop/events/rsvp/token'
import { hashPassword } from '@/lib/auth/password-hash'
import { dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, expectRefused, jsonRequest, type ErrorBody } from './support/visitor-routes'

/**
 * Issue 31 points 2, 4 and 9, through the real route handlers of the event page's endpoints: a guest
 * can answer only for their own household of this event, within what the couple offers and until
 * the deadline; forged, revoked and foreign tokens, too much text and too many tries are refused
 * with a 4xx (a German sentence) and nothing is written.
 */
const rsvp = await import('@/app/web-api/event-pages/[slug]/rsvp/route')
const find = await import('@/app/web-api/event-pages/[slug]/find-household/route')
const password = await import('@/app/web-api/event-pages/[slug]/password/route')
const shortLink = await import('@/app/r/[token]/route')

const handle = catalogueDbForRoutes()
const ORIGIN = 'http://localhost:3000'
const params = (slug: string) => ({ params: Promise.resolve({ slug }) })
const post = (
  route: { POST: typeof rsvp.POST },
  slug: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const request = jsonRequest('POST', `${ORIGIN}/web-api/event-pages/${slug}/x`, body)
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
  return route.POST(request, params(slug))
}

/** The RSVP form as the event page posts it without JavaScript (urlencoded, from the page). */
const postForm = (slug: string, form: URLSearchParams) =>
  rsvp.POST(
    new Request(`${ORIGIN}/web-api/event-pages/${slug}/rsvp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost:3000',
        referer: `${ORIGIN}/de/event/${slug}/`,
      },
      body: form,
    }),
    params(slug),
  )

let w: WeddingFixture
beforeEach(async () => {
  resetRsvpRateLimits()
  w = await insertWedding(handle.db, { eventDate: '2099-06-12', rsvpDeadline: '2099-05-15' })
})

const answer = (overrides: Record<string, unknown> = {}) => ({
  token: w.klein.token,
  members: [{ memberId: w.klein.cemId, attending: [w.partyId], mealChoice: 'Fisch', diets: ['vegan'] }],
  ...overrides,
})

describe('POST /web-api/event-pages/{slug}/rsvp', () => {
  it('saves an answer for the own household (200) and sets nothing but the answer', async () => {
    const response = await post(rsvp, w.event.slug, answer())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ attending: 1, declined: 0, changed: false })
    const [cem] = await handle.db.select().from(eventMembers).where(eq(eventMembers.id, w.klein.cemId))
    expect(cem).toMatchObject({ mealChoice: 'Fisch', diets: ['vegan'] })
  })

  it('refuses a forged token, a revoked one and one of another event (404, token)', async () => {
    const before = await dbFingerprint(handle.db)
    await expectRefused(
      await post(rsvp, w.event.slug, answer({ token: randomBytes(16).toString('base64url') })),
      /token/,
      before,
    )
    const other = await insertWedding(handle.db, { eventDate: '2099-06-12', rsvpDeadline: '2099-05-15' })
    const afterOther = await dbFingerprint(handle.db)
    await expectRefused(
      await post(rsvp, w.event.slug, answer({ token: other.klein.token })),
      /token/,
      afterOther,
    )
    const old = w.klein.token
    await regenerateRsvpToken(handle.db, {
      customerId: w.event.customerId,
      eventId: w.event.id,
      householdId: w.klein.id,
    })
    const afterRevoke = await dbFingerprint(handle.db)
    const revoked = await post(rsvp, w.event.slug, answer({ token: old }))
    expect(revoked.status).toBe(404)
    await expectRefused(revoked, /token/, afterRevoke)
  })

  it("refuses another household's member, a meal not offered and too many plus-ones (422)", async () => {
    const before = await dbFingerprint(handle.db)
    const foreign = await post(
      rsvp,
      w.event.slug,
      answer({ members: [{ memberId: w.berg.annaId, attending: [] }] }),
    )
    expect(foreign.status).toBe(422)
    await expectRefused(foreign, /members\.0\.memberId/, before)
    const meal = await post(
      rsvp,
      w.event.slug,
      answer({ members: [{ memberId: w.klein.cemId, attending: [w.partyId], mealChoice: 'Hummer' }] }),
    )
    expect(meal.status).toBe(422)
    await expectRefused(meal, /Menü steht nicht zur Wahl/, before)
    const plusOne = await post(
      rsvp,
      w.event.slug,
      answer({ plusOnes: [{ firstName: 'Gast', lastName: '', attending: [w.partyId] }] }),
    )
    expect(plusOne.status).toBe(422)
    await expectRefused(plusOne, /keine Begleitpersonen/, before)
    const uninvited = await post(
      rsvp,
      w.event.slug,
      answer({ members: [{ memberId: w.klein.cemId, attending: [w.ceremonyId] }] }),
    )
    expect(uninvited.status).toBe(422)
    await expectRefused(uninvited, /nicht eingeladen/, before)
  })

  it('refuses answers after the deadline day with a German sentence (422)', async () => {
    const late = await insertWedding(handle.db, { eventDate: '2020-06-12', rsvpDeadline: '2020-05-15' })
    const before = await dbFingerprint(handle.db)
    const response = await post(rsvp, late.event.slug, {
      token: late.klein.token,
      members: [{ memberId: late.klein.cemId, attending: [late.partyId] }],
    })
    expect(response.status).toBe(422)
    await expectRefused(response, /Antwortfrist ist am 15\.05\.2020 abgelaufen/, before)
  })

  it('refuses oversized text (400 naming the field) and an oversized body (413)', async () => {
    const before = await dbFingerprint(handle.db)
    const long = await post(rsvp, w.event.slug, answer({ message: 'x'.repeat(2001) }))
    expect(long.status).toBe(400)
    await expectRefused(long, /message/, before)
    const huge = await post(rsvp, w.event.slug, answer({ message: 'x'.repeat(40_000) }))
    expect(huge.status).toBe(413)
    const unknownKey = await post(rsvp, w.event.slug, answer({ respondedAt: '2020-01-01' }))
    await expectRefused(unknownKey, /respondedAt/, before)
  })

  it('answers a draft event like a missing one (404)', async () => {
    const draft = await insertWedding(handle.db, { state: 'draft', eventDate: '2099-06-12' })
    const response = await post(rsvp, draft.event.slug, {
      token: draft.klein.token,
      members: [{ memberId: draft.klein.cemId, attending: [] }],
    })
    expect(response.status).toBe(404)
  })

  it('limits answers per client address (429 with Retry-After)', async () => {
    const client = { 'x-shop-client-address': '203.0.113.9' }
    for (let i = 0; i < 30; i++) expect((await post(rsvp, w.event.slug, answer(), client)).status).toBe(200)
    const limited = await post(rsvp, w.event.slug, answer(), client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as ErrorBody).error.message).toMatch(/Zu viele Versuche/)
  })

  it('takes the plain form of the page (no JavaScript) and answers 303 back to the page', async () => {
    const form = new URLSearchParams({ token: w.berg.token, member: w.berg.annaId })
    form.append('member', w.berg.benId)
    form.set(`m.${w.berg.annaId}.${w.ceremonyId}`, 'yes')
    form.set(`m.${w.berg.annaId}.${w.partyId}`, 'yes')
    form.set(`m.${w.berg.annaId}.meal`, 'Vegetarisch')
    form.append(`m.${w.berg.annaId}.diet`, 'vegetarian')
    form.append(`m.${w.berg.annaId}.diet`, 'nut-allergy')
    form.set(`m.${w.berg.benId}.${w.ceremonyId}`, 'no')
    form.set(`m.${w.berg.benId}.${w.partyId}`, 'no')
    form.set('p0.firstName', 'Dora')
    form.set(`p0.${w.partyId}`, 'yes')
    const response = await postForm(w.event.slug, form)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/de/event/${w.event.slug}/?antwort=gespeichert#antwort`)
    const members = await handle.db.select().from(eventMembers).where(eq(eventMembers.householdId, w.berg.id))
    expect(members.find((m) => m.id === w.berg.annaId)).toMatchObject({
      mealChoice: 'Vegetarisch',
      diets: ['vegetarian', 'nut-allergy'],
    })
    expect(members.find((m) => m.isPlusOne)?.firstName).toBe('Dora')
    // A refused form post is a small page with the sentence and the way back, never JSON or a 500.
    form.set(`m.${w.berg.annaId}.meal`, 'Hummer')
    const refused = await postForm(w.event.slug, form)
    expect(refused.status).toBe(422)
    const html = await refused.text()
    expect(html).toContain('Dieses Menü steht nicht zur Wahl.')
    expect(html).toContain(`href="/de/event/${w.event.slug}/"`)
  })
})

describe('POST /web-api/event-pages/{slug}/find-household', () => {
  it('finds exactly one household and remembers it in an httpOnly cookie for this event', async () => {
    const response = await post(find, w.event.slug, { firstName: 'cem', lastName: 'KLEIN' })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`event_guest_${w.event.id.replaceAll('-', '')}=${w.klein.token}`)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
  })

  it('answers one neutral 404 for no match and for an ambiguous name, never listing anyone', async () => {
    const none = await post(find, w.event.slug, { firstName: 'Nie', lastName: 'Mand' })
    await handle.db
      .insert(eventMembers)
      .values({ householdId: w.klein.id, position: 5, firstName: 'Anna', lastName: 'Berg' })
    const ambiguous = await post(find, w.event.slug, { firstName: 'Anna', lastName: 'Berg' })
    expect([none.status, ambiguous.status]).toEqual([404, 404])
    const [a, b] = [(await none.json()) as ErrorBody, (await ambiguous.json()) as ErrorBody]
    expect(a.error.message).toBe(b.error.message)
    expect(JSON.stringify(b)).not.toMatch(/Klein|Berg|token/i)
    expect(ambiguous.headers.get('set-cookie')).toBeNull()
  })

  it('limits tries per client address and event (429 after 10 in 15 minutes)', async () => {
    const client = { 'x-shop-client-address': '198.51.100.7' }
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(find, w.event.slug, { firstName: 'Nie', lastName: `Mand${i}` }, client)).status,
      ).toBe(404)
    }
    const limited = await post(find, w.event.slug, { firstName: 'Cem', lastName: 'Klein' }, client)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('set-cookie')).toBeNull()
  })

  it('needs the page password first on a protected event (403)', async () => {
    const locked = await insertWedding(handle.db, {
      eventDate: '2099-06-12',
      passwordHash: await hashPassword('geheim-123'),
    })
    const response = await post(find, locked.event.slug, { firstName: 'Cem', lastName: 'Klein' })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('POST /web-api/event-pages/{slug}/password', () => {
  it('refuses a wrong password (403), sets the access cookie for the right one, limits tries (429)', async () => {
    const locked = await insertWedding(handle.db, {
      eventDate: '2099-06-12',
      passwordHash: await hashPassword('geheim-123'),
    })
    const client = { 'x-shop-client-address': '192.0.2.44' }
    const wrong = await post(password, locked.event.slug, { password: 'falsch' }, client)
    expect(wrong.status).toBe(403)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    const right = await post(password, locked.event.slug, { password: 'geheim-123' }, client)
    expect(right.status).toBe(200)
    const cookie = right.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(
      new RegExp(`^event_access_${locked.event.id.replaceAll('-', '')}=[A-Za-z0-9_-]{43};`),
    )
    // The access cookie then opens the find form.
    const proof = cookie.split(';')[0] ?? ''
    const found = await post(
      find,
      locked.event.slug,
      { firstName: 'Cem', lastName: 'Klein' },
      { cookie: proof },
    )
    expect(found.status).toBe(200)
    for (let i = 0; i < 8; i++) await post(password, locked.event.slug, { password: `x${i}` }, client)
    const limited = await post(password, locked.event.slug, { password: 'geheim-123' }, client)
    expect(limited.status).toBe(429)
  })
})

describe('GET /r/{token}', () => {
  const open = (token: string, headers: Record<string, string> = {}) =>
    shortLink.GET(new Request(`${ORIGIN}/r/${token}`, { headers: { host: 'localhost:3000', ...headers } }), {
      params: Promise.resolve({ token }),
    })

  it('remembers the household and sends the browser to the event page (303)', async () => {
    const response = await open(w.berg.token)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/de/event/${w.event.slug}/`)
    expect(response.headers.get('set-cookie')).toContain(`=${w.berg.token}`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers an unknown, revoked or draft token with a plain 404 page, and limits tries (429)', async () => {
    const unknown = await open(randomBytes(16).toString('base64url'))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Einladung nicht gefunden')
    expect((await open('../../etc/passwd')).status).toBe(404)
    const draft = await insertWedding(handle.db, { state: 'draft' })
    expect((await open(draft.klein.token)).status).toBe(404)
    const client = { 'x-shop-client-address': '192.0.2.99' }
    for (let i = 0; i < 30; i++) await open(randomBytes(16).toString('base64url'), client)
    const limited = await open(w.berg.token, client)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('set-cookie')).toBeNull()
  })
})
