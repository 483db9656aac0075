import type { EventView, UpdateEventInput } from '@/lib/shop/events/event/schema'

/** The page details (schedule, dress code, gift links, …) are held as the API answers them. */
type EventDetailsView = EventView['details']

/**
 * The edit page's form as the browser holds it (empty strings, meal choices as lines) and the PATCH
 * body the API checks; errors the API names by body path are shown at the form's field.
 */
export interface EventFormValues extends EventDetailsView {
  occasion: string
  title: string
  eventDate: string
  locale: string
  timeZone: string
  savedDesignId: string
  rsvpDeadline: string
  mealChoices: string
  askDiet: boolean
  askSongWish: boolean
  freeQuestion: string
  subEvents: {
    id: string
    name: string
    date: string
    startTime: string
    endTime: string
    placeName: string
    street: string
    postcode: string
    city: string
    country: string
    note: string
  }[]
}

export function formValuesOf(view: EventView): EventFormValues {
  return {
    occasion: view.occasion,
    title: view.title,
    eventDate: view.eventDate,
    locale: view.locale,
    timeZone: view.timeZone,
    savedDesignId: view.savedDesignId ?? '',
    schedule: view.details.schedule,
    dressCode: view.details.dressCode,
    giftLinks: view.details.giftLinks,
    accommodation: view.details.accommodation,
    freeText: view.details.freeText,
    photoUploadIds: view.details.photoUploadIds,
    rsvpDeadline: view.rsvpDeadline ?? '',
    mealChoices: view.questions.mealChoices.join('\n'),
    askDiet: view.questions.askDiet,
    askSongWish: view.questions.askSongWish,
    freeQuestion: view.questions.freeQuestion,
    subEvents: view.subEvents.map((s) => ({
      id: s.id,
      name: s.name,
      date: s.date,
      startTime: s.startTime ?? '',
      endTime: s.endTime ?? '',
      placeName: s.placeName,
      street: s.street,
      postcode: s.postcode,
      city: s.city,
      country: s.country,
      note: s.note,
    })),
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value)

export function payloadOf(values: EventFormValues): UpdateEventInput {
  return {
    occasion: values.occasion as UpdateEventInput['occasion'],
    title: values.title,
    eventDate: values.eventDate,
    locale: values.locale as UpdateEventInput['locale'],
    timeZone: values.timeZone as UpdateEventInput['timeZone'],
    savedDesignId: orNull(values.savedDesignId),
    details: {
      schedule: values.schedule,
      dressCode: values.dressCode,
      giftLinks: values.giftLinks,
      accommodation: values.accommodation,
      freeText: values.freeText,
      photoUploadIds: values.photoUploadIds,
    },
    questions: {
      mealChoices: values.mealChoices
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      askDiet: values.askDiet,
      askSongWish: values.askSongWish,
      freeQuestion: values.freeQuestion,
    },
    rsvpDeadline: orNull(values.rsvpDeadline),
    subEvents: values.subEvents.map(({ id, startTime, endTime, ...rest }) => ({
      ...(id ? { id } : {}),
      ...rest,
      startTime: orNull(startTime),
      endTime: orNull(endTime),
    })),
  }
}

/** "details.giftLinks.0.url" → "giftLinks.0.url"; "questions.mealChoices.1" → "mealChoices". */
export function formPathOf(path: readonly (string | number | symbol)[]): string {
  const parts = path.map(String)
  if (parts[0] === 'details') return parts.slice(1).join('.') || 'freeText'
  if (parts[0] === 'questions') return parts[1] === 'mealChoices' ? 'mealChoices' : parts.slice(1).join('.')
  if (parts[0] === 'subEvents' && parts.length === 1) return 'subEvents.root'
  return parts.join('.')
}

export function emptySubEvent(date: string): EventFormValues['subEvents'][number] {
  return {
    id: '',
    name: '',
    date,
    startTime: '',
    endTime: '',
    placeName: '',
    street: '',
    postcode: '',
    city: '',
    country: 'DE',
    note: '',
  }
}

/**
 * Stands for the new event's id in the event page's address the server builds for the create form
 * (shop paths with their trailing slash); here and not in the client module, so the page can read it.
 */
export const EVENT_ID_SLOT = 'neues-event'
