import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventActivity, eventHouseholds, eventMemberResponses, eventMembers } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { rsvpAnswerSchema, type RsvpAnswerInput } from './answer-schema'
import { findHouseholdToken } from './find'
import { guestEventView, householdByToken, householdOfEvent } from './guest-event'
import { submitRsvp } from './submit'
import { insertWedding, type WeddingFixture } from './testing/wedding'
import { regenerateRsvpToken } from './token'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

const BEFORE = new Date('2027-05-01T10:00:00Z')

function bergAnswer(w: WeddingFixture, overrides: Partial<RsvpAnswerInput> = {}) {
  return rsvpAnswerSchema.parse({
    token: w.berg.token,
    members: [
      {
        memberId: w.berg.annaId,
        attending: [w.ceremonyId, w.partyId],
        mealChoice: 'Fisch',
        diets: ['vegetarian'],
      },
      { memberId: w.berg.benId, attending: [], mealChoice: 'Fleisch' },
    ],
    songWish: 'Dancing Queen',
    ...overrides,
  })
}

async function refusal(promise: Promise<unknown>): Promise<ShopError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`)
  return error
}

describe('guest view', () => {
  it('shows a household only its sub-events, and without one only those everyone is invited to', async () => {
    const w = await insertWedding(handle.db)
    const berg = await householdOfEvent(handle.db, w.event.id, w.berg.token)
    const klein = await householdOfEvent(handle.db, w.event.id, w.klein.token)
    const names = async (household: typeof berg) =>
      (await guestEventView(handle.db, w.event, household)).subEvents.map((s) => s.name)
    expect(await names(berg)).toEqual(['Standesamt', 'Feier'])
    expect(await names(klein)).toEqual(['Feier'])
    expect(await names(null)).toEqual(['Feier'])
    const view = await guestEventView(handle.db, w.event, klein)
    expect(view.household?.members.map((m) => m.firstName)).toEqual(['Cem'])
  })

  it("never takes another event's token for this event", async () => {
    const a = await insertWedding(handle.db)
    const b = await insertWedding(handle.db)
    expect(await householdOfEvent(handle.db, a.event.id, b.berg.token)).toBeNull()
    expect((await householdByToken(handle.db, b.berg.token))?.event.id).toBe(b.event.id)
    expect(await householdByToken(handle.db, 'x'.repeat(22))).toBeNull()
  })
})

describe('submitRsvp', () => {
  it('stores per member and sub-event, meal and diets for who comes, and an rsvp activity', async () => {
    const w = await insertWedding(handle.db)
    const result = await submitRsvp(handle.db, w.event.slug, bergAnswer(w), BEFORE)
    expect(result).toMatchObject({ attending: 1, declined: 1, changed: false })
    const responses = await handle.db
      .select()
      .from(eventMemberResponses)
      .where(eq(eventMemberResponses.memberId, w.berg.annaId))
    expect(responses.map((r) => r.attending)).toEqual([true, true])
    const [anna] = await handle.db.select().from(eventMembers).where(eq(eventMembers.id, w.berg.annaId))
    const [ben] = await handle.db.select().from(eventMembers).where(eq(eventMembers.id, w.berg.benId))
    expect(anna).toMatchObject({ mealChoice: 'Fisch', diets: ['vegetarian'] })
    // Ben declines: no meal for him, whatever the form sent.
    expect(ben).toMatchObject({ mealChoice: null, diets: [] })
    const [household] = await handle.db
      .select()
      .from(eventHouseholds)
      .where(eq(eventHouseholds.id, w.berg.id))
    expect(household?.respondedAt?.toISOString()).toBe(BEFORE.toISOString())
    expect(household?.songWish).toBe('Dancing Queen')
    const activity = await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, w.event.id))
    expect(activity.map((a) => a.kind)).toEqual(['rsvp'])
  })

  it('changes an answer (rsvp-changed), keeps plus-ones by position within the allowance', async () => {
    const w = await insertWedding(handle.db)
    const withGuest = (firstName: string) =>
      bergAnswer(w, {
        plusOnes: [{ firstName, lastName: 'Gast', attending: [w.partyId], mealChoice: 'Fisch' }],
      })
    await submitRsvp(handle.db, w.event.slug, withGuest('Dora'), BEFORE)
    const plusOnes = () =>
      handle.db
        .select()
        .from(eventMembers)
        .where(and(eq(eventMembers.householdId, w.berg.id), eq(eventMembers.isPlusOne, true)))
    const [dora] = await plusOnes()
    expect(dora).toMatchObject({ firstName: 'Dora', mealChoice: 'Fisch' })
    await submitRsvp(handle.db, w.event.slug, withGuest('Dorothea'), BEFORE)
    const [renamed] = await plusOnes()
    expect(renamed).toMatchObject({ id: dora?.id, firstName: 'Dorothea' })
    const result = await submitRsvp(handle.db, w.event.slug, bergAnswer(w), BEFORE)
    expect(result.changed).toBe(true)
    expect(await plusOnes()).toEqual([])
    const kinds = (
      await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, w.event.id))
    ).map((a) => a.kind)
    expect(kinds.toSorted()).toEqual(['rsvp', 'rsvp-changed', 'rsvp-changed'])
    const tooMany = bergAnswer(w, {
      plusOnes: [
        { firstName: 'X', lastName: '', attending: [] },
        { firstName: 'Y', lastName: '', attending: [] },
      ],
    })
    expect((await refusal(submitRsvp(handle.db, w.event.slug, tooMany, BEFORE))).options).toMatchObject({
      status: 422,
      field: 'plusOnes',
    })
  })

  it('refuses after the deadline day (event time zone) with a German sentence naming the date', async () => {
    const w = await insertWedding(handle.db)
    await submitRsvp(handle.db, w.event.slug, bergAnswer(w), new Date('2027-05-15T21:59:00Z'))
    const late = await refusal(
      submitRsvp(handle.db, w.event.slug, bergAnswer(w), new Date('2027-05-15T22:00:00Z')),
    )
    expect(late.options).toMatchObject({ status: 422, field: 'deadline' })
    expect(late.message).toContain('15.05.2027 abgelaufen')
  })

  it("refuses another household's members, uninvited sub-events, meals not offered and missing members", async () => {
    const w = await insertWedding(handle.db)
    const cases: [RsvpAnswerInput, string][] = [
      [
        {
          token: w.klein.token,
          members: [{ memberId: w.berg.annaId, attending: [w.partyId] }],
        },
        'members.0.memberId',
      ],
      [
        { token: w.klein.token, members: [{ memberId: w.klein.cemId, attending: [w.ceremonyId] }] },
        'members.0.attending',
      ],
      [
        {
          token: w.klein.token,
          members: [{ memberId: w.klein.cemId, attending: [w.partyId], mealChoice: 'Hummer' }],
        },
        'members.0.mealChoice',
      ],
      [{ token: w.berg.token, members: [{ memberId: w.berg.annaId, attending: [] }] }, 'members'],
    ]
    for (const [input, field] of cases) {
      const error = await refusal(submitRsvp(handle.db, w.event.slug, rsvpAnswerSchema.parse(input), BEFORE))
      expect(error.options, field).toMatchObject({ status: 422, field })
    }
    const other = await insertWedding(handle.db)
    const foreign = await refusal(
      submitRsvp(handle.db, w.event.slug, rsvpAnswerSchema.parse({ ...bergAnswer(other) }), BEFORE),
    )
    expect(foreign.options).toMatchObject({ status: 404, field: 'token' })
    const written = await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, w.event.id))
    expect(written).toEqual([])
  })

  it('answers a draft event with 404', async () => {
    const w = await insertWedding(handle.db, { state: 'draft' })
    expect((await refusal(submitRsvp(handle.db, w.event.slug, bergAnswer(w), BEFORE))).status).toBe(404)
  })
})

describe('find by name', () => {
  it('finds exactly one household by normalised first and last name, else nothing', async () => {
    const w = await insertWedding(handle.db)
    expect(await findHouseholdToken(handle.db, w.event.id, { firstName: ' anna ', lastName: 'BERG' })).toBe(
      w.berg.token,
    )
    expect(
      await findHouseholdToken(handle.db, w.event.id, { firstName: 'Anna', lastName: 'Klein' }),
    ).toBeNull()
    // A second Anna Berg in another household: ambiguous, so nothing.
    const [other] = await handle.db
      .select({ id: eventHouseholds.id })
      .from(eventHouseholds)
      .where(eq(eventHouseholds.id, w.klein.id))
    await handle.db
      .insert(eventMembers)
      .values({ householdId: other!.id, position: 2, firstName: 'Anna', lastName: 'Berg' })
    expect(
      await findHouseholdToken(handle.db, w.event.id, { firstName: 'Anna', lastName: 'Berg' }),
    ).toBeNull()
    const umlaut = await insertWedding(handle.db)
    await handle.db
      .update(eventMembers)
      .set({ lastName: 'Müßig' })
      .where(eq(eventMembers.id, umlaut.klein.cemId))
    expect(
      await findHouseholdToken(handle.db, umlaut.event.id, { firstName: 'cem', lastName: 'Muessig' }),
    ).toBe(umlaut.klein.token)
  })
})

describe('regenerateRsvpToken', () => {
  it('replaces the token for the owner only; the old one stops working', async () => {
    const w = await insertWedding(handle.db)
    const stranger = { customerId: (await insertWedding(handle.db)).event.customerId }
    const denied = await refusal(
      regenerateRsvpToken(handle.db, { ...stranger, eventId: w.event.id, householdId: w.berg.id }),
    )
    expect(denied.status).toBe(404)
    const token = await regenerateRsvpToken(handle.db, {
      customerId: w.event.customerId,
      eventId: w.event.id,
      householdId: w.berg.id,
    })
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await householdByToken(handle.db, w.berg.token)).toBeNull()
    expect((await householdByToken(handle.db, token))?.household.id).toBe(w.berg.id)
  })
})
