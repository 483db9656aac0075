import { describe, expect, it } from 'vitest'
import { CALENDAR_DESIGN_GROUPS } from './calendar/design-groups'
import { photoConfiguratorSubjectExists } from './configurator-subjects'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from './photobook/design-group-sets'

const ask = (route: string, search = '') =>
  photoConfiguratorSubjectExists([route], new URLSearchParams(search))

describe('photoConfiguratorSubjectExists (issue 32 point 4)', () => {
  it('knows the calendar design groups; without one the configurator opens the most popular', () => {
    expect(ask('configurator-calendar', `designGroupId=${CALENDAR_DESIGN_GROUPS[0]?.id}`)).toBe(true)
    expect(ask('configurator-calendar')).toBe(true)
    expect(ask('configurator-calendar', 'designGroupId=999999')).toBe(false)
    expect(ask('configurator-calendar', 'designGroupId=abc')).toBe(false)
  })

  it('knows the photo-book design group sets', () => {
    expect(ask('configurator-photobook', `designGroupSetId=${PHOTOBOOK_DESIGN_GROUP_SETS[0]?.id}`)).toBe(true)
    expect(ask('configurator-photobook')).toBe(true)
    expect(ask('configurator-photobook', 'designGroupSetId=999999')).toBe(false)
    expect(ask('configurator-photobook', 'designGroupSetId=x')).toBe(false)
  })

  it('leaves a visitor’s saved design or cart line, and other routes, to their pages', () => {
    expect(ask('configurator-calendar', 'designGroupId=999999&saved=0b6a')).toBe(true)
    expect(ask('configurator-photobook', 'designGroupSetId=999999&line=0b6a')).toBe(true)
    expect(ask('configurator-photobox', 'designGroupId=999999')).toBe(true)
    expect(ask('products', 'designGroupId=999999')).toBe(true)
  })
})
