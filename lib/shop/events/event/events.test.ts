import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { eventActivity, eventHouseholds, eventInvitations, events, eventSubEvents } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import {
  checkEventPassword,
  createEvent,
  deleteEvent,
  getEventForOwner,
  listEventsForOwner,
  publishEvent,
  setEventPassword,
  unpublishEvent,
  updateEvent,
} from './events'
import { eventSlug } from './slug'
import { eventOwner, ownerCardDesign, ownerPhoto, TWO_SUB_EVENTS } from './testing/event-fixtures'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

const wedding = { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2027-06-12' } as const

async function refusal(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ShopError)
  expect((error as ShopError).status).toBe(status)
  return error as ShopError
}

async function zodMessage(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ZodError)
  return (error as ZodError).issues[0]!.message
}

describe('an event in the account (issue 31 point 1)', () => {
  it('is created as a draft with a readable, unguessable slug and a "created" activity row', async () => {
    const owner = await eventOwner(handle.db)
    const event = await createEvent(handle.db, owner.id, wedding)
    expect(event).toMatchObject({ state: 'draft', title: 'Anna & Ben', locale: 'de-DE', subEvents: [] })
    expect(event.slug).toMatch(/^anna-und-ben-[0-9a-f]{10}$/)
    expect(event.pagePath).toBe(`/de/event/${event.slug}/`)
    expect(event.missingToPublish).toEqual(['subEvent'])
    expect(event.deletionDue).toBe('2028-06-12')
    const rows = await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, event.id))
    expect(rows.map((r) => r.kind)).toEqual(['created'])
    expect(eventSlug('Taufe von Jörg', 'abc')).toBe('taufe-von-joerg-abc')
    expect(eventSlug('!!!', 'abc')).toBe('event-abc')
  })

  it('is another customer’s 404: read, update, publish, password and delete all refuse alike', async () => {
    const owner = await eventOwner(handle.db)
    const other = await eventOwner(handle.db)
    const { id } = await createEvent(handle.db, owner.id, wedding)
    expect(await getEventForOwner(handle.db, other.id, id)).toBeNull()
    await refusal(updateEvent(handle.db, other.id, id, { title: 'Gekapert' }), 404)
    await refusal(publishEvent(handle.db, other.id, id), 404)
    await refusal(setEventPassword(handle.db, other.id, id, 'geheim123'), 404)
    await refusal(deleteEvent(handle.db, other.id, id), 404)
    expect(await listEventsForOwner(handle.db, other.id)).toEqual([])
    expect((await getEventForOwner(handle.db, owner.id, id))?.title).toBe('Anna & Ben')
  })

  it('saves every section, keeps sub-event ids (and so their invitations) and links places to a map search', async () => {
    const owner = await eventOwner(handle.db)
    const photo = await ownerPhoto(handle.db, owner.id)
    const design = await ownerCardDesign(handle.db, owner.id)
    const { id } = await createEvent(handle.db, owner.id, wedding)
    const saved = await updateEvent(handle.db, owner.id, id, {
      savedDesignId: design,
      details: {
        schedule: [{ time: '14:00', label: 'Trauung' }],
        dressCode: 'Sommerlich',
        giftLinks: [{ label: 'Wunschliste', url: 'https://example.com/liste' }],
        accommodation: 'Hotel am See',
        freeText: 'Wir freuen uns!',
        photoUploadIds: [photo],
      },
      questions: {
        mealChoices: ['Fisch', 'Vegetarisch'],
        askDiet: true,
        askSongWish: true,
        freeQuestion: '',
      },
      rsvpDeadline: '2027-05-01',
      subEvents: [...TWO_SUB_EVENTS],
    })
    expect(saved.subEvents.map((s) => s.name)).toEqual(['Standesamt', 'Feier'])
    expect(saved.subEvents[0]!.mapUrl).toBe(
      'https://www.openstreetmap.org/search?query=Rathaus%20Sch%C3%B6neberg%2C%20John-F.-Kennedy-Platz%201%2C%2010825%20Berlin%2C%20DE',
    )
    expect(saved.missingToPublish).toEqual([])
    const [civil, party] = saved.subEvents
    const [household] = await handle.db
      .insert(eventHouseholds)
      .values({ eventId: id, position: 0, name: 'Familie Berg', rsvpToken: `t-${id}` })
      .returning()
    await handle.db.insert(eventInvitations).values({ householdId: household!.id, subEventId: party!.id })

    // The party is renamed and moved first; the civil ceremony is dropped (its invitations go with it).
    const again = await updateEvent(handle.db, owner.id, id, {
      subEvents: [{ ...TWO_SUB_EVENTS[1], id: party!.id, name: 'Party' }],
    })
    expect(again.subEvents).toMatchObject([{ id: party!.id, name: 'Party' }])
    expect(await handle.db.select().from(eventSubEvents).where(eq(eventSubEvents.id, civil!.id))).toEqual([])
    expect(await handle.db.select().from(eventInvitations)).toContainEqual({
      householdId: household!.id,
      subEventId: party!.id,
    })
  })

  it('refuses photos and designs that are not the owner’s, foreign sub-event ids and non-web links', async () => {
    const owner = await eventOwner(handle.db)
    const other = await eventOwner(handle.db)
    const theirPhoto = await ownerPhoto(handle.db, other.id)
    const theirDesign = await ownerCardDesign(handle.db, other.id)
    const { id } = await createEvent(handle.db, owner.id, wedding)
    const { id: otherEvent } = await createEvent(handle.db, other.id, wedding)
    const [foreign] = (await updateEvent(handle.db, other.id, otherEvent, { subEvents: [TWO_SUB_EVENTS[0]] }))
      .subEvents
    const details = {
      schedule: [],
      dressCode: '',
      giftLinks: [],
      accommodation: '',
      freeText: '',
      photoUploadIds: [theirPhoto],
    }
    expect((await refusal(updateEvent(handle.db, owner.id, id, { details }), 422)).message).toBe(
      'Bitte wählen Sie Fotos aus Ihren eigenen Uploads.',
    )
    await refusal(updateEvent(handle.db, owner.id, id, { savedDesignId: theirDesign }), 422)
    await refusal(
      updateEvent(handle.db, owner.id, id, { subEvents: [{ ...TWO_SUB_EVENTS[0], id: foreign!.id }] }),
      422,
    )
    expect(
      await zodMessage(
        updateEvent(handle.db, owner.id, id, {
          details: {
            ...details,
            photoUploadIds: [],
            giftLinks: [{ label: 'x', url: 'javascript:alert(1)' }],
          },
        }),
      ),
    ).toBe('Bitte geben Sie einen vollständigen Link an, der mit https:// beginnt.')
    expect(await zodMessage(updateEvent(handle.db, owner.id, id, { title: 'x'.repeat(121) }))).toBe(
      'Der Titel darf höchstens 120 Zeichen lang sein.',
    )
    await refusal(updateEvent(handle.db, owner.id, id, { rsvpDeadline: '2027-07-01' }), 422)
    const unchanged = await getEventForOwner(handle.db, owner.id, id)
    expect(unchanged).toMatchObject({ savedDesignId: null, subEvents: [], rsvpDeadline: null })
    expect(unchanged?.details.photoUploadIds).toEqual([])
  })

  it('publishes only when complete, says what is missing, and records published/unpublished', async () => {
    const owner = await eventOwner(handle.db)
    const { id } = await createEvent(handle.db, owner.id, wedding)
    expect((await refusal(publishEvent(handle.db, owner.id, id), 422)).message).toBe(
      'Zum Veröffentlichen fehlt noch: mindestens einen Programmteil.',
    )
    await updateEvent(handle.db, owner.id, id, {
      subEvents: [{ ...TWO_SUB_EVENTS[0], placeName: '', city: '' }],
    })
    expect((await refusal(publishEvent(handle.db, owner.id, id), 422)).message).toBe(
      'Zum Veröffentlichen fehlt noch: bei mindestens einem Programmteil einen Ort mit Stadt.',
    )
    await updateEvent(handle.db, owner.id, id, { subEvents: [...TWO_SUB_EVENTS] })
    expect((await publishEvent(handle.db, owner.id, id)).state).toBe('published')
    // A published page stays complete: emptying it is refused until it is taken offline.
    await refusal(updateEvent(handle.db, owner.id, id, { subEvents: [] }), 422)
    expect((await unpublishEvent(handle.db, owner.id, id)).state).toBe('draft')
    const kinds = (await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, id))).map(
      (r) => r.kind,
    )
    expect(kinds.sort()).toEqual(['created', 'published', 'unpublished'])
  })

  it('keeps an optional page password as an argon2 hash, and removes it', async () => {
    const owner = await eventOwner(handle.db)
    const { id } = await createEvent(handle.db, owner.id, wedding)
    expect((await setEventPassword(handle.db, owner.id, id, 'Sommer2027')).hasPassword).toBe(true)
    const [row] = await handle.db.select().from(events).where(eq(events.id, id))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await checkEventPassword(row!, 'Sommer2027')).toBe(true)
    expect(await checkEventPassword(row!, 'sommer2027')).toBe(false)
    expect(await zodMessage(setEventPassword(handle.db, owner.id, id, 'kurz'))).toBe(
      'Das Passwort braucht mindestens 6 Zeichen.',
    )
    expect((await setEventPassword(handle.db, owner.id, id, null)).hasPassword).toBe(false)
  })

  it('deletes the event with everything below it on request', async () => {
    const owner = await eventOwner(handle.db)
    const { id } = await createEvent(handle.db, owner.id, wedding)
    await updateEvent(handle.db, owner.id, id, { subEvents: [...TWO_SUB_EVENTS] })
    await handle.db
      .insert(eventHouseholds)
      .values({ eventId: id, position: 0, name: 'Fam. K', rsvpToken: `d-${id}` })
    await deleteEvent(handle.db, owner.id, id)
    expect(await getEventForOwner(handle.db, owner.id, id)).toBeNull()
    expect(await handle.db.select().from(eventSubEvents).where(eq(eventSubEvents.eventId, id))).toEqual([])
    expect(await handle.db.select().from(eventHouseholds).where(eq(eventHouseholds.eventId, id))).toEqual([])
    expect(await handle.db.select().from(eventActivity).where(eq(eventActivity.eventId, id))).toEqual([])
  })
})
