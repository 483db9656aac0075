import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { DietKey } from '@/lib/model/events'
import { customers } from './customers'
import { savedDesigns } from './saved-designs'
import { createdAt, sqlList } from './shared'

/**
 * The event portal (issue 31, ADR 0093): a customer's event with its sub-events, the households of its
 * guest list, their members and answers. One guest list drives everything (invitations' mail merge,
 * envelopes, RSVPs, place cards, thank-you cards), so households and members are rows, not a
 * spreadsheet blob like guest_lists. Everything hangs off the event and is deleted with it; the event
 * is deleted with its owner's account.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const EVENT_STATES = ['draft', 'published'] as const
export type EventState = (typeof EVENT_STATES)[number]

/**
 * The free-form parts of an event page, validated by lib/shop/events on every write (zod); opaque
 * here because they are only ever read whole with their event.
 */
export type EventDetails = {
  /** "14:00 Trauung", "16:00 Sektempfang": time as "HH:MM" local to the event. */
  schedule: { time: string; label: string }[]
  dressCode: string
  giftLinks: { label: string; url: string }[]
  accommodation: string
  freeText: string
  /** Photo uploads (uploads.id) shown on the event page, in order. */
  photoUploadIds: string[]
}

/** What the couple asks every guest who accepts (lib/shop/events validates; keys of the diet list are stable). */
export type EventQuestions = {
  /** Meal choices offered, e.g. ["Fleisch", "Fisch", "Vegetarisch"]; empty: no meal question. */
  mealChoices: string[]
  /** Ask for diets/allergies as structured choices (lib/model/events DIET_KEYS) plus free text. */
  askDiet: boolean
  askSongWish: boolean
  /** The couple's own free question ("Braucht ihr einen Parkplatz?"); empty: none. */
  freeQuestion: string
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Public path segment /{locale}/event/{slug}/: readable words plus a random tail, never reused. */
    slug: text('slug').notNull().unique(),
    occasion: text('occasion').$type<OccasionKey>().notNull(),
    state: text('state').$type<EventState>().notNull().default('draft'),
    /** "Anna & Ben" */
    title: text('title').notNull(),
    /** Language of the event page and guest e-mails. */
    locale: text('locale').notNull().default('de-DE'),
    /** The day of the event (local); retention counts from it. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** IANA zone the sub-events' local times are meant in. */
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    /** The invitation whose look (fonts, colours, motif) the event page takes; kept if it is deleted. */
    savedDesignId: uuid('saved_design_id').references(() => savedDesigns.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<EventDetails>().notNull(),
    questions: jsonb('questions').$type<EventQuestions>().notNull(),
    /** Answers are accepted until the end of this day (event time zone); null: until the event date. */
    rsvpDeadline: date('rsvp_deadline', { mode: 'string' }),
    /** argon2 hash of the optional page password; null: no password. */
    passwordHash: text('password_hash'),
    /** The owner keeps the event past the 12-month retention (point 9). */
    keepAfterEvent: boolean('keep_after_event').notNull().default(false),
    /** When the "your event will be deleted" e-mail went out; deletion waits for it. */
    retentionNoticeSentAt: timestamp('retention_notice_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_state', sql`${t.state} in (${sqlList(EVENT_STATES)})`),
    check('events_title', sql`length(${t.title}) between 1 and 120`),
    index('events_customer').on(t.customerId, t.createdAt),
    index('events_date').on(t.eventDate),
  ],
)

/** Civil ceremony, church, party …: each with its place and time, visible only to invited households. */
export const eventSubEvents = pgTable(
  'event_sub_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Local date and time in the event's zone ("2027-06-12", "14:00"); the page shows them as written. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    placeName: text('place_name').notNull().default(''),
    street: text('street').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('DE'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('event_sub_events_event').on(t.eventId, t.position)],
)

export const SALUTATION_STYLES = ['sie', 'du'] as const
export type SalutationStyle = (typeof SALUTATION_STYLES)[number]

/**
 * One invitation: a household (couple, family, single guest) with one postal address and one RSVP link.
 * `rsvpToken` is the household's capability (random 128 bit, base64url): the printed QR code and
 * short URL carry it, so it is stored as it is; revoking sets a new one (old cards stop working).
 */
export const eventHouseholds = pgTable(
  'event_households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** How the list shows it ("Familie Berg"); the envelope's recipient block is derived (salutation rules). */
    name: text('name').notNull(),
    salutationStyle: text('salutation_style').$type<SalutationStyle>().notNull().default('sie'),
    /** The couple's own recipient line, when the rules' "Familie Berg" is not what they want. */
    addresseeOverride: text('addressee_override'),
    street: text('street').notNull().default(''),
    street2: text('street2').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('DE'),
    email: text('email'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Extra guests the household may bring (each becomes a member with isPlusOne when named). */
    plusOnesAllowed: integer('plus_ones_allowed').notNull().default(0),
    rsvpToken: text('rsvp_token').notNull().unique(),
    /** Answers of the household as a whole (per member answers are in event_member_responses). */
    songWish: text('song_wish').notNull().default(''),
    freeAnswer: text('free_answer').notNull().default(''),
    message: text('message').notNull().default(''),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_households_style', sql`${t.salutationStyle} in (${sqlList(SALUTATION_STYLES)})`),
    check('event_households_plus_ones', sql`${t.plusOnesAllowed} between 0 and 10`),
    index('event_households_event').on(t.eventId, t.position),
  ],
)

export const MEMBER_SALUTATIONS = ['herr', 'frau', 'divers', 'keine'] as const
export type MemberSalutation = (typeof MEMBER_SALUTATIONS)[number]

export const eventMembers = pgTable(
  'event_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => eventHouseholds.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    salutation: text('salutation').$type<MemberSalutation>().notNull().default('keine'),
    /** "Dr.", "Prof. Dr." */
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isChild: boolean('is_child').notNull().default(false),
    /** Named by the household when answering, within plusOnesAllowed. */
    isPlusOne: boolean('is_plus_one').notNull().default(false),
    /** Meal choice (one of the event's mealChoices) and diets (lib/model/events DIET_KEYS). */
    mealChoice: text('meal_choice'),
    diets: text('diets')
      .array()
      .$type<DietKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies').notNull().default(''),
    /** Table of the seating plan (place cards, table-plan poster). */
    tableName: text('table_name'),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_members_salutation', sql`${t.salutation} in (${sqlList(MEMBER_SALUTATIONS)})`),
    index('event_members_household').on(t.householdId, t.position),
  ],
)

/** Which sub-events a household is invited to; the page shows a household only these. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => eventHouseholds.id, { onDelete: 'cascade' }),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => eventSubEvents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.subEventId] }),
    index('event_invitations_sub').on(t.subEventId),
  ],
)

/** A member's answer for one sub-event; no row: not answered yet. */
export const eventMemberResponses = pgTable(
  'event_member_responses',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => eventMembers.id, { onDelete: 'cascade' }),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => eventSubEvents.id, { onDelete: 'cascade' }),
    attending: boolean('attending').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.subEventId] }),
    index('event_member_responses_sub').on(t.subEventId),
  ],
)

export const EVENT_ACTIVITY_KINDS = [
  'created',
  'published',
  'unpublished',
  'guests-imported',
  'household-added',
  'household-removed',
  'rsvp',
  'rsvp-changed',
  'reminder-sent',
  'token-revoked',
  'retention-notice',
] as const
export type EventActivityKind = (typeof EVENT_ACTIVITY_KINDS)[number]

/** The couple's dashboard's activity list; `details` holds the words it needs (counts, names). */
export const eventActivity = pgTable(
  'event_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EventActivityKind>().notNull(),
    householdId: uuid('household_id').references(() => eventHouseholds.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_activity_kind', sql`${t.kind} in (${sqlList(EVENT_ACTIVITY_KINDS)})`),
    index('event_activity_event').on(t.eventId, t.createdAt),
  ],
)

export type EventRow = typeof events.$inferSelect
export type EventSubEventRow = typeof eventSubEvents.$inferSelect
export type EventHouseholdRow = typeof eventHouseholds.$inferSelect
export type EventMemberRow = typeof eventMembers.$inferSelect
