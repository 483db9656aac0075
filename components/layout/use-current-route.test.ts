import { describe, expect, it } from 'vitest'
import { currentRoute } from './use-current-route'

describe('currentRoute', () => {
  it.each([
    [['warenkorb'], ['warenkorb']],
    [['not-found'], []],
    // A content page in a content experiment is rendered below /ab-variant/{assignment}/: the locale
    // switcher must link to the page itself (/us/calendars), not to that internal path.
    [['ab-variant', 'voll_star_rating_calendar_VP320', 'kalender'], ['kalender']],
    [['ab-variant', 'voll_home_teaser_VP1'], []],
  ])('%j → %j', (segments, route) => {
    expect(currentRoute(segments)).toEqual(route)
  })
})
