import { z } from 'zod'
import { BRANDS } from '@/lib/config/brands'
import { localeCodeOf, type ShopLocaleCode } from '@/lib/config/locales'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { EventState } from '@/lib/db/schema/events'

/**
 * What the account sends for an event (issue 31 point 1), checked on every write. The messages are
 * German sentences because the event portal lives on the card brand, whose shops are German only;
 * the account form shows them next to the field.
 */

/** The occasions an event can have: the spec's occasions that people invite guests to. */
export const EVENT_OCCASIONS = [
  'hochzeit',
  'silberhochzeit',
  'taufe',
  'kommunion',
  'konfirmation',
  'firmung',
  'jugendweihe',
  'einschulung',
  'geburtstag',
  'kindergeburtstag',
  'jubilaeum',
  'ruhestand',
  'richtfest',
] as const satisfies readonly OccasionKey[]
export type EventOccasion = (typeof EVENT_OCCASIONS)[number]

/** The event page is on the card brand: its languages are the card shops' locales. */
export const EVENT_LOCALES = BRANDS.card.locales.map(localeCodeOf) as [ShopLocaleCode, ...ShopLocaleCode[]]

/** The table's states (lib/db/schema/events.ts), spelled here so the browser's form checks stay small. */
const EVENT_STATES = ['draft', 'published'] as const satisfies readonly EventState[]

export const EVENT_LIMITS = {
  title: 120,
  shortText: 200,
  longText: 4000,
  schedule: 30,
  giftLinks: 10,
  photos: 12,
  mealChoices: 8,
  subEvents: 10,
  url: 500,
  password: { min: 6, max: 128 },
} as const

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}: bitte als Text angeben.` })
    .trim()
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })

/** `label` names the field in a sentence ("Der Titel"), `missing` asks for it ("einen Titel"). */
const required = (max: number, label: string, missing: string) =>
  text(max, label).min(1, { error: `Bitte geben Sie ${missing} an.` })

function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

const isoDate = (label: string) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}: bitte ein Datum wie 2027-06-12 angeben.` })
    // Round trip through a date: 2027-02-31 parses (as 3 March) but is not a day of February.
    .refine((value) => isRealDay(value) && value >= '2000-01-01', {
      error: `${label}: dieses Datum gibt es nicht.`,
    })

const clock = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label}: bitte eine Uhrzeit wie 14:30 angeben.` })

/** Links the page shows must be web links: no javascript:, data: or mailto: a guest could be tricked by. */
const webLink = z
  .string({ error: 'Bitte geben Sie einen Link an.' })
  .trim()
  .max(EVENT_LIMITS.url, { error: `Ein Link darf höchstens ${EVENT_LIMITS.url} Zeichen lang sein.` })
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      } catch {
        return false
      }
    },
    { error: 'Bitte geben Sie einen vollständigen Link an, der mit https:// beginnt.' },
  )

export const eventOccasionSchema = z.enum(EVENT_OCCASIONS, {
  error: 'Bitte wählen Sie einen Anlass aus der Liste.',
})
export const eventLocaleSchema = z.enum(EVENT_LOCALES, {
  error: 'Bitte wählen Sie eine Sprache aus der Liste.',
})

export const createEventSchema = z.strictObject({
  occasion: eventOccasionSchema,
  title: required(EVENT_LIMITS.title, 'Der Titel', 'einen Titel'),
  eventDate: isoDate('Datum'),
  locale: eventLocaleSchema.default('de-DE'),
})
export type CreateEventInput = z.input<typeof createEventSchema>

export const eventDetailsSchema = z.strictObject({
  schedule: z
    .array(
      z.strictObject({
        time: clock('Zeitplan'),
        label: required(EVENT_LIMITS.shortText, 'Ein Programmpunkt', 'einen Programmpunkt'),
      }),
    )
    .max(EVENT_LIMITS.schedule, { error: `Der Zeitplan hat höchstens ${EVENT_LIMITS.schedule} Punkte.` }),
  dressCode: text(EVENT_LIMITS.shortText, 'Der Dresscode'),
  giftLinks: z
    .array(
      z.strictObject({
        label: required(EVENT_LIMITS.shortText, 'Der Name des Links', 'einen Namen für den Link'),
        url: webLink,
      }),
    )
    .max(EVENT_LIMITS.giftLinks, { error: `Höchstens ${EVENT_LIMITS.giftLinks} Geschenke-Links.` }),
  accommodation: text(EVENT_LIMITS.longText, 'Der Text zu Unterkünften'),
  freeText: text(EVENT_LIMITS.longText, 'Der freie Text'),
  photoUploadIds: z
    .array(z.string().min(1).max(64))
    .max(EVENT_LIMITS.photos, { error: `Höchstens ${EVENT_LIMITS.photos} Fotos.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Jedes Foto nur einmal, bitte.' }),
})

export const eventQuestionsSchema = z.strictObject({
  mealChoices: z
    .array(required(60, 'Eine Menüwahl', 'eine Menüwahl'))
    .max(EVENT_LIMITS.mealChoices, { error: `Höchstens ${EVENT_LIMITS.mealChoices} Menüs zur Wahl.` })
    .refine((choices) => new Set(choices).size === choices.length, {
      error: 'Jedes Menü nur einmal, bitte.',
    }),
  askDiet: z.boolean(),
  askSongWish: z.boolean(),
  freeQuestion: text(EVENT_LIMITS.shortText, 'Die eigene Frage'),
})

export const subEventSchema = z
  .strictObject({
    /** Present for a sub-event that exists already, so its invitations stay. */
    id: z.uuid({ error: 'Unbekannter Programmteil.' }).optional(),
    name: required(80, 'Der Name des Programmteils', 'einen Namen für den Programmteil'),
    date: isoDate('Datum des Teils'),
    startTime: clock('Beginn').nullable(),
    endTime: clock('Ende').nullable(),
    placeName: text(EVENT_LIMITS.shortText, 'Der Name des Orts'),
    street: text(120, 'Die Straße'),
    postcode: text(12, 'Die Postleitzahl'),
    city: text(80, 'Die Stadt'),
    country: z.string().regex(/^[A-Z]{2}$/, { error: 'Bitte wählen Sie ein Land.' }),
    note: text(EVENT_LIMITS.longText, 'Der Hinweis'),
  })
  .refine((s) => !s.startTime || !s.endTime || s.endTime > s.startTime, {
    error: 'Das Ende muss nach dem Beginn liegen.',
    path: ['endTime'],
  })
export type SubEventInput = z.infer<typeof subEventSchema>

/** The edit page saves every section at once; a field left out stays as it is (last write wins). */
export const updateEventSchema = z
  .strictObject({
    occasion: eventOccasionSchema,
    title: required(EVENT_LIMITS.title, 'Der Titel', 'einen Titel'),
    eventDate: isoDate('Datum'),
    locale: eventLocaleSchema,
    timeZone: z.enum(['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'], {
      error: 'Bitte wählen Sie eine Zeitzone aus der Liste.',
    }),
    savedDesignId: z.uuid({ error: 'Bitte wählen Sie eines Ihrer Designs.' }).nullable(),
    details: eventDetailsSchema,
    questions: eventQuestionsSchema,
    rsvpDeadline: isoDate('Antwortfrist').nullable(),
    keepAfterEvent: z.boolean(),
    subEvents: z
      .array(subEventSchema)
      .max(EVENT_LIMITS.subEvents, { error: `Höchstens ${EVENT_LIMITS.subEvents} Programmteile.` }),
  })
  .partial()
  .refine((e) => !e.rsvpDeadline || !e.eventDate || e.rsvpDeadline <= e.eventDate, {
    error: 'Die Antwortfrist muss vor dem Tag des Events liegen.',
    path: ['rsvpDeadline'],
  })
export type UpdateEventInput = z.infer<typeof updateEventSchema>

export const eventPasswordSchema = z.strictObject({
  password: z
    .string({ error: 'Bitte geben Sie ein Passwort an.' })
    .min(EVENT_LIMITS.password.min, {
      error: `Das Passwort braucht mindestens ${EVENT_LIMITS.password.min} Zeichen.`,
    })
    .max(EVENT_LIMITS.password.max, {
      error: `Das Passwort darf höchstens ${EVENT_LIMITS.password.max} Zeichen lang sein.`,
    })
    .nullable(),
})

export const eventPublishSchema = z.strictObject({
  published: z.boolean({ error: 'Bitte sagen Sie, ob das Event veröffentlicht sein soll.' }),
})

/** What publishing needs, as keys the account names in words (EventAccount.missing). */
export const PUBLISH_REQUIREMENTS = ['title', 'date', 'subEvent', 'place'] as const
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number]

const subEventViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  placeName: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  note: z.string(),
  /** openstreetmap.org search for the address: a plain link, no tiles or scripts on the page. */
  mapUrl: z.string().nullable(),
})

export const eventViewSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  occasion: z.string(),
  state: z.enum(EVENT_STATES),
  title: z.string(),
  locale: z.string(),
  eventDate: z.string(),
  timeZone: z.string(),
  savedDesignId: z.uuid().nullable(),
  details: z.object({
    schedule: z.array(z.object({ time: z.string(), label: z.string() })),
    dressCode: z.string(),
    giftLinks: z.array(z.object({ label: z.string(), url: z.string() })),
    accommodation: z.string(),
    freeText: z.string(),
    photoUploadIds: z.array(z.string()),
  }),
  questions: z.object({
    mealChoices: z.array(z.string()),
    askDiet: z.boolean(),
    askSongWish: z.boolean(),
    freeQuestion: z.string(),
  }),
  rsvpDeadline: z.string().nullable(),
  hasPassword: z.boolean(),
  keepAfterEvent: z.boolean(),
  /** The day the event and its guest data are deleted unless kept (null while kept). */
  deletionDue: z.string().nullable(),
  subEvents: z.array(subEventViewSchema),
  /** Empty when the event can be published. */
  missingToPublish: z.array(z.enum(PUBLISH_REQUIREMENTS)),
  pagePath: z.string(),
  updatedAt: z.string(),
})
export type EventView = z.infer<typeof eventViewSchema>
export type SubEventView = z.infer<typeof subEventViewSchema>

export const eventSummarySchema = eventViewSchema.pick({
  id: true,
  title: true,
  occasion: true,
  state: true,
  eventDate: true,
  pagePath: true,
})
export type EventSummary = z.infer<typeof eventSummarySchema>
