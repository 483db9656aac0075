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

  it('knows the collage designs; without one the brand’s default opens', () => {
    expect(ask('configurator-collage', 'designId=13')).toBe(true)
    expect(ask('configurator-collage')).toBe(true)
    expect(ask('configurator-collage', 'designId=999999')).toBe(false)
    expect(ask('configurator-collage', 'designId=abc')).toBe(false)
  })

  it('knows which wall-art materials, frames and sizes go together', () => {
    expect(ask('configurator-wallart')).toBe(true)
    expect(ask('configurator-wallart', 'material=leinwand')).toBe(true)
    expect(ask('configurator-wallart', 'material=poster&frameType=holzrahmen&format=300x400')).toBe(true)
    expect(ask('configurator-wallart', 'material=holz')).toBe(false)
    expect(ask('configurator-wallart', 'material=poster&frameType=goldrahmen')).toBe(false)
    expect(ask('configurator-wallart', 'material=fototapete&frameType=holzrahmen')).toBe(false)
    expect(ask('configurator-wallart', 'material=poster&format=10x10')).toBe(false)
    expect(ask('configurator-wallart', 'material=poster&format=big')).toBe(false)
  })

  it('leaves a visitor’s saved design or cart line, and other routes, to their pages', () => {
    expect(ask('configurator-calendar', 'designGroupId=999999&saved=0b6a')).toBe(true)
    expect(ask('configurator-photobook', 'designGroupSetId=999999&line=0b6a')).toBe(true)
    expect(ask('configurator-photobox', 'designGroupId=999999')).toBe(true)
    expect(ask('configurator-wallart', 'material=holz&line=0b6a')).toBe(true)
    expect(ask('configurator-collage', 'designId=999999&saved=0b6a')).toBe(true)
    expect(ask('products', 'designGroupId=999999')).toBe(true)
  })
})
