import { describe, expect, it } from 'vitest'
import { activityTime, zoneName } from './activity-time'

describe('activity times on the couple’s dashboard', () => {
  it('are the event’s clock with the zone named, summer and winter', () => {
    expect(activityTime('2027-06-12T12:03:00Z', 'de-DE', 'Europe/Vienna')).toBe('12.06.2027, 14:03 MESZ')
    expect(activityTime('2027-01-12T12:03:00Z', 'de-CH', 'Europe/Zurich')).toBe('12.01.2027, 13:03 MEZ')
  })

  it('do not follow the visitor’s own zone', () => {
    const before = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      expect(activityTime('2027-06-12T12:03:00Z', 'de-DE', 'Europe/Berlin')).toBe('12.06.2027, 14:03 MESZ')
    } finally {
      process.env.TZ = before
    }
  })

  it('name the zone for the note above the list', () => {
    expect(zoneName('de-DE', 'Europe/Berlin')).toBe('Mitteleuropäische Zeit')
  })
})
