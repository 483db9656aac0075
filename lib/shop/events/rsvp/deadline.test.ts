import { describe, expect, it } from 'vitest'
import { rsvpClosesAt, rsvpOpen } from './deadline'

const event = { rsvpDeadline: '2027-05-15', eventDate: '2027-06-12', timeZone: 'Europe/Berlin' }

describe('rsvp deadline', () => {
  it('closes at the end of the deadline day in the event zone (summer time: 22:00 UTC)', () => {
    expect(rsvpClosesAt(event).toISOString()).toBe('2027-05-15T22:00:00.000Z')
    expect(rsvpOpen(event, new Date('2027-05-15T21:59:59Z'))).toBe(true)
    expect(rsvpOpen(event, new Date('2027-05-15T22:00:00Z'))).toBe(false)
  })

  it('uses the event date without a deadline, in winter time too', () => {
    const winter = { rsvpDeadline: null, eventDate: '2027-01-09', timeZone: 'Europe/Vienna' }
    expect(rsvpClosesAt(winter).toISOString()).toBe('2027-01-09T23:00:00.000Z')
  })

  it('handles the night the clocks change and other zones', () => {
    expect(rsvpClosesAt({ ...event, rsvpDeadline: '2027-03-27' }).toISOString()).toBe(
      '2027-03-27T23:00:00.000Z',
    )
    expect(rsvpClosesAt({ ...event, rsvpDeadline: '2027-03-28' }).toISOString()).toBe(
      '2027-03-28T22:00:00.000Z',
    )
    expect(rsvpClosesAt({ ...event, timeZone: 'UTC' }).toISOString()).toBe('2027-05-16T00:00:00.000Z')
  })
})
