import { z } from 'zod'
import { DIET_KEYS } from '@/lib/model/events'

/**
 * A household's answer as the RSVP form sends it (issue 31 point 4), checked at the edge. Messages are
 * German sentences: the event portal lives on the card brand, whose shops are German (as in
 * lib/shop/events/event/schema.ts). What only the database knows (members of this household, offered
 * meals, the plus-ones allowed, the deadline) is checked by submitRsvp.
 */
export const RSVP_LIMITS = {
  name: 80,
  allergies: 300,
  songWish: 200,
  freeAnswer: 1000,
  message: 2000,
  members: 30,
  plusOnes: 10,
  subEvents: 20,
} as const

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}: bitte als Text angeben.` })
    .trim()
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })

const attending = z
  .array(z.uuid({ error: 'Unbekannter Programmteil.' }), {
    error: 'Bitte sagen Sie für jeden Programmteil zu oder ab.',
  })
  .max(RSVP_LIMITS.subEvents, { error: 'Zu viele Programmteile.' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Jeden Programmteil nur einmal, bitte.' })
  .describe('Ids of the invited sub-events this person attends; the others are declined')

const choices = {
  mealChoice: text(60, 'Die Menüwahl').nullable().default(null),
  diets: z
    .array(z.enum(DIET_KEYS, { error: 'Bitte wählen Sie Ernährungswünsche aus der Liste.' }))
    .max(DIET_KEYS.length)
    .default([])
    .transform((diets) => [...new Set(diets)]),
  allergies: text(RSVP_LIMITS.allergies, 'Die Angabe zu Allergien').default(''),
}

export const rsvpAnswerSchema = z.strictObject({
  token: z
    .string({ error: 'Der persönliche Link fehlt.' })
    .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Dieser persönliche Link ist ungültig.' }),
  members: z
    .array(z.strictObject({ memberId: z.uuid({ error: 'Unbekannte Person.' }), attending, ...choices }))
    .min(1, { error: 'Bitte antworten Sie für jede Person.' })
    .max(RSVP_LIMITS.members, { error: 'Zu viele Personen.' }),
  plusOnes: z
    .array(
      z.strictObject({
        firstName: text(RSVP_LIMITS.name, 'Der Vorname der Begleitung').min(1, {
          error: 'Bitte geben Sie den Vornamen der Begleitung an.',
        }),
        lastName: text(RSVP_LIMITS.name, 'Der Nachname der Begleitung'),
        attending,
        ...choices,
      }),
    )
    .max(RSVP_LIMITS.plusOnes, { error: 'Zu viele Begleitpersonen.' })
    .default([]),
  songWish: text(RSVP_LIMITS.songWish, 'Der Musikwunsch').default(''),
  freeAnswer: text(RSVP_LIMITS.freeAnswer, 'Die Antwort').default(''),
  message: text(RSVP_LIMITS.message, 'Die Nachricht').default(''),
})
export type RsvpAnswerInput = z.input<typeof rsvpAnswerSchema>
export type RsvpAnswer = z.output<typeof rsvpAnswerSchema>

export const findHouseholdSchema = z.strictObject({
  firstName: text(RSVP_LIMITS.name, 'Der Vorname').min(1, { error: 'Bitte geben Sie Ihren Vornamen an.' }),
  lastName: text(RSVP_LIMITS.name, 'Der Nachname').min(1, { error: 'Bitte geben Sie Ihren Nachnamen an.' }),
})

export const eventPasswordInputSchema = z.strictObject({
  password: z
    .string({ error: 'Bitte geben Sie das Passwort ein.' })
    .min(1, { error: 'Bitte geben Sie das Passwort ein.' })
    .max(128, { error: 'Das Passwort ist höchstens 128 Zeichen lang.' }),
})
