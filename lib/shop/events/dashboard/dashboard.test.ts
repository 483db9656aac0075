import ExcelJS from 'exceljs'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventHouseholds, mailOutbox } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { rsvpShortUrl } from '@/lib/shop/events/links'
import { rsvpAnswerSchema } from '@/lib/shop/events/rsvp/answer-schema'
import { submitRsvp } from '@/lib/shop/events/rsvp/submit'
import { insertWedding, type WeddingFixture } from '@/lib/shop/events/rsvp/testing/wedding'
import { catererExport } from './caterer'
import { eventDashboard } from './dashboard'
import { reminderPlan, sendReminders } from './reminders'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

/** The fixed clock: two weeks before the answer deadline (15 May 2027). */
const NOW = new Date('2027-05-01T10:00:00Z')
/** Reminders go a minute after the answer, so the activity list's order is the clock's, not the ids'. */
const REMIND = new Date(NOW.getTime() + 60_000)
const days = (n: number) => new Date(REMIND.getTime() + n * 86_400_000)

/**
 * E3's wedding (Bergs invited to the ceremony and the party, Cem Klein to the party) with e-mail
 * addresses, a household without one, and the Bergs' answer through E3's RSVP: Anna comes to both
 * (fish, vegetarian, celery allergy), Ben to neither, their plus-one Lea to the party (meat).
 */
async function answeredWedding(): Promise<WeddingFixture & { customerId: string }> {
  const w = await insertWedding(handle.db)
  await handle.db
    .update(eventHouseholds)
    .set({ email: 'bergs@example.org' })
    .where(eq(eventHouseholds.id, w.berg.id))
  await handle.db
    .update(eventHouseholds)
    .set({ email: 'cem.klein@example.org' })
    .where(eq(eventHouseholds.id, w.klein.id))
  await handle.db.insert(eventHouseholds).values({
    eventId: w.event.id,
    position: 3,
    name: 'Oma Grete',
    rsvpToken: 'x'.repeat(22) + w.event.id.slice(0, 4),
  })
  const answer = rsvpAnswerSchema.parse({
    token: w.berg.token,
    members: [
      {
        memberId: w.berg.annaId,
        attending: [w.ceremonyId, w.partyId],
        mealChoice: 'Fisch',
        diets: ['vegetarian'],
        allergies: 'Sellerie',
      },
      { memberId: w.berg.benId, attending: [] },
    ],
    plusOnes: [{ firstName: 'Lea', lastName: 'Sommer', attending: [w.partyId], mealChoice: 'Fleisch' }],
  })
  await submitRsvp(handle.db, w.event.slug, answer, NOW)
  return { ...w, customerId: w.event.customerId }
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    if (error instanceof ShopError) return error.options.status ?? 400
    throw error
  }
}

describe('couple’s dashboard', () => {
  it('counts invited, accepted, declined and open per sub-event, plus-ones as accepted, meals and diets of who comes', async () => {
    const w = await answeredWedding()
    const dashboard = await eventDashboard(handle.db, w.customerId, w.event.id, NOW)
    expect(dashboard.households).toEqual({ total: 3, answered: 1, open: 2 })
    const [ceremony, party] = dashboard.subEvents
    expect(ceremony).toMatchObject({
      name: 'Standesamt',
      invited: 2,
      accepted: 1,
      declined: 1,
      open: 0,
      plusOnes: 0,
    })
    expect(party).toMatchObject({ name: 'Feier', invited: 3, accepted: 2, declined: 1, open: 1, plusOnes: 1 })
    expect(party?.meals).toEqual([
      { choice: 'Fleisch', count: 1 },
      { choice: 'Fisch', count: 1 },
      { choice: 'Vegetarisch', count: 0 },
    ])
    expect(party?.diets.find((d) => d.key === 'vegetarian')?.count).toBe(1)
    expect(party?.allergies).toEqual([{ text: 'Sellerie', count: 1 }])
    expect(ceremony?.meals.find((m) => m.choice === 'Fleisch')?.count).toBe(0)
    expect(dashboard.activity.items.map((a) => a.text)).toEqual([
      'Familie Berg hat geantwortet: 2 Zusagen, 1 Absage',
    ])
  })

  it('answers another customer’s event like a missing one (404)', async () => {
    const w = await answeredWedding()
    const other = await insertWedding(handle.db)
    expect(await statusOf(eventDashboard(handle.db, other.event.customerId, w.event.id, NOW))).toBe(404)
    expect(await statusOf(sendReminders(handle.db, other.event.customerId, w.event.id, NOW))).toBe(404)
    expect(await statusOf(catererExport(handle.db, other.event.customerId, w.event.id, 'csv'))).toBe(404)
  })

  it('reminds only unanswered households with an e-mail, once for two concurrent clicks, then not within 3 days', async () => {
    const w = await answeredWedding()
    expect(await reminderPlan(handle.db, w.customerId, w.event.id, NOW)).toMatchObject({
      due: 1,
      answered: 1,
      noEmail: 1,
      remindedRecently: 0,
      blocked: null,
    })
    const results = await Promise.allSettled([
      sendReminders(handle.db, w.customerId, w.event.id, REMIND),
      sendReminders(handle.db, w.customerId, w.event.id, REMIND),
    ])
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([{ sent: 1 }])
    const refused = results.find((r) => r.status === 'rejected')
    expect(refused?.status === 'rejected' && (refused.reason as ShopError).options.status).toBe(409)
    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.messageKey, `event-reminder:${w.klein.id}:%`))
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.recipient).toBe('cem.klein@example.org')
    expect(mail?.textBody).toContain('Sehr geehrter Herr Klein,')
    expect(mail?.textBody).toContain(rsvpShortUrl(w.klein.token))
    expect(mail?.textBody).toContain('Samstag, 15. Mai 2027')

    expect(await reminderPlan(handle.db, w.customerId, w.event.id, days(2))).toMatchObject({
      due: 0,
      remindedRecently: 1,
    })
    expect(await statusOf(sendReminders(handle.db, w.customerId, w.event.id, days(2)))).toBe(409)
    expect(await sendReminders(handle.db, w.customerId, w.event.id, days(3))).toEqual({ sent: 1 })
    const texts = (await eventDashboard(handle.db, w.customerId, w.event.id, days(3))).activity.items.map(
      (a) => a.text,
    )
    expect(texts).toEqual([
      'Erinnerung an 1 Haushalt gesendet',
      'Erinnerung an 1 Haushalt gesendet',
      'Familie Berg hat geantwortet: 2 Zusagen, 1 Absage',
    ])
  })

  it('writes the reminder in the event’s language: an Austrian wedding’s deadline in January is “Jänner”', async () => {
    const w = await insertWedding(handle.db, { locale: 'de-AT', rsvpDeadline: '2027-01-15' })
    await handle.db
      .update(eventHouseholds)
      .set({ email: 'cem.klein@example.org' })
      .where(eq(eventHouseholds.id, w.klein.id))
    const early = new Date('2027-01-02T10:00:00Z')
    expect(await sendReminders(handle.db, w.event.customerId, w.event.id, early)).toEqual({ sent: 1 })
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.messageKey, `event-reminder:${w.klein.id}:%`))
    expect(mail?.subject).toBe('Erinnerung: Bitte antworten bis Freitag, 15. Jänner 2027')
    expect(mail?.textBody).toContain('bis Freitag, 15. Jänner 2027 zu oder ab')
  })

  it('sends no reminder for a draft page or after the deadline', async () => {
    const draft = await insertWedding(handle.db, { state: 'draft' })
    await handle.db
      .update(eventHouseholds)
      .set({ email: 'a@example.org' })
      .where(eq(eventHouseholds.eventId, draft.event.id))
    expect((await reminderPlan(handle.db, draft.event.customerId, draft.event.id, NOW)).blocked).toMatch(
      /nicht veröffentlicht/,
    )
    expect(await statusOf(sendReminders(handle.db, draft.event.customerId, draft.event.id, NOW))).toBe(409)
    const late = await answeredWedding()
    expect(await statusOf(sendReminders(handle.db, late.customerId, late.event.id, days(15)))).toBe(409)
  })

  it('gives the caterer counts, meals, diets and allergy texts without any name, e-mail or address (CSV and XLSX)', async () => {
    const w = await answeredWedding()
    const csv = new TextDecoder().decode(await catererExport(handle.db, w.customerId, w.event.id, 'csv'))
    const workbook = new ExcelJS.Workbook()
    const bytes = await catererExport(handle.db, w.customerId, w.event.id, 'xlsx')
    // exceljs's types want an ArrayBuffer; its loader reads the Buffer (as in guest-list/xlsx.ts).
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
    const cells: string[] = []
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))))
    const xlsx = cells.join('\n')
    for (const text of [csv, xlsx]) {
      expect(text).toContain('Menü: Fisch')
      expect(text).toContain('Ernährung: vegetarisch')
      expect(text).toContain('Allergie/Unverträglichkeit: Sellerie')
      for (const personal of [
        'Berg',
        'Anna',
        'Ben',
        'Klein',
        'Cem',
        'Lea',
        'Sommer',
        'Grete',
        '@',
        'Köln',
        'Bonn',
      ]) {
        expect(text).not.toContain(personal)
      }
    }
    expect(csv).toContain('Feier;12.06.2027;Gäste (Zusagen);2')
  })
})
