import { describe, expect, it } from 'vitest'
import { updateEventSchema, type EventView } from '@/lib/shop/events/event/schema'
import { emptySubEvent, formPathOf, formValuesOf, payloadOf } from './event-form-values'

const view: EventView = {
  id: '8f0e7a52-3c1d-4e55-9a1b-2d6f0c9e4b11',
  slug: 'anna-und-ben-0123456789',
  occasion: 'hochzeit',
  state: 'draft',
  title: 'Anna & Ben',
  locale: 'de-DE',
  eventDate: '2027-06-12',
  timeZone: 'Europe/Berlin',
  savedDesignId: null,
  details: {
    schedule: [],
    dressCode: '',
    giftLinks: [],
    accommodation: '',
    freeText: '',
    photoUploadIds: [],
  },
  questions: { mealChoices: ['Fisch', 'Vegetarisch'], askDiet: true, askSongWish: false, freeQuestion: '' },
  rsvpDeadline: null,
  hasPassword: false,
  keepAfterEvent: false,
  deletionDue: '2028-06-12',
  subEvents: [],
  missingToPublish: ['subEvent'],
  pagePath: '/de/event/anna-und-ben-0123456789/',
  updatedAt: '2026-11-28T08:00:00.000Z',
}

describe('the event form and the API body', () => {
  it('round-trips a saved event into a body the API accepts: empty times and deadline as null, meals as lines', () => {
    const values = formValuesOf(view)
    expect(values.mealChoices).toBe('Fisch\nVegetarisch')
    values.mealChoices = ' Fisch \n\nVegetarisch\n'
    values.subEvents = [{ ...emptySubEvent('2027-06-12'), name: 'Feier', city: 'Berlin' }]
    const body = payloadOf(values)
    expect(body.questions?.mealChoices).toEqual(['Fisch', 'Vegetarisch'])
    expect(body.rsvpDeadline).toBeNull()
    expect(body.savedDesignId).toBeNull()
    // A new sub-event has no id in the body (the server makes one); times left empty are null.
    expect(body.subEvents?.[0]).not.toHaveProperty('id')
    expect(body.subEvents?.[0]).toMatchObject({ startTime: null, endTime: null })
    expect(updateEventSchema.safeParse(body).success).toBe(true)
  })

  it('shows the API’s body paths at the form’s fields', () => {
    expect(formPathOf(['details', 'giftLinks', 0, 'url'])).toBe('giftLinks.0.url')
    expect(formPathOf(['questions', 'mealChoices', 2])).toBe('mealChoices')
    expect(formPathOf(['questions', 'freeQuestion'])).toBe('freeQuestion')
    expect(formPathOf(['subEvents', 1, 'endTime'])).toBe('subEvents.1.endTime')
    expect(formPathOf(['subEvents'])).toBe('subEvents.root')
    expect(formPathOf(['title'])).toBe('title')
  })
})
