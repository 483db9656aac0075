import { describe, expect, it } from 'vitest'
import { calendarSpecSchema } from '@/lib/shop/design-print/design/calendar-spec'
import { photobookSpecSchema } from '@/lib/shop/design-print/design/photobook-spec'
import { calendarLabel, photobookLabel } from './photo-product-labels'
import { lineName } from './product-labels'

const calendar = calendarSpecSchema.parse({
  designGroupId: 2101,
  type: 'wall',
  formatType: 'a4-quer',
  mountingType: 'spirale',
  paperType: 'standard',
  refinementType: 'ohne',
  accessoryTypes: [],
  year: 2027,
  startMonth: 1,
  months: 12,
  locale: 'de-DE',
  holidays: { country: 'DE', region: null },
})
const book = photobookSpecSchema.parse({
  designGroupSetId: 401,
  type: 'digitalfotobuch',
  format: 'din-landscape',
  cover: 'hard',
  binding: 'pur',
  paper: 'standard',
  coverLamination: 'glossy',
  pageCount: 48,
})

describe('calendar and photo-book labels', () => {
  it('names a calendar by type, format, year and mounting', () => {
    expect(calendarLabel(calendar, 'de-DE')).toBe('Wandkalender DIN A4 quer, 2027, Spiralbindung')
    expect(calendarLabel(calendar, 'en')).toBe('Wall calendar A4 landscape, 2027, Wire binding')
  })

  it('names a calendar starting mid-year by its first and last month, and what was chosen', () => {
    const planner = {
      ...calendar,
      type: 'kitchen' as const,
      formatType: '150-400' as const,
      startMonth: 9,
      months: 14 as const,
      paperType: 'matt' as const,
      refinementType: 'gold' as const,
      accessoryTypes: ['box' as const],
    }
    expect(calendarLabel(planner, 'de-DE')).toBe(
      'Küchenkalender 15 × 40 cm, September 2027 – Oktober 2028, Spiralbindung, Premium matt, Goldfolie, Geschenkbox',
    )
    expect(calendarLabel(planner, 'en-US')).toMatch(
      /^Kitchen calendar 5\.9 × 15\.7 in, September 2027 – October 2028/,
    )
    expect(calendarLabel({ ...planner, startMonth: 1, months: 12 }, 'de-AT')).toContain(', 2027,')
  })

  it('names a photo book by type, format, pages and cover', () => {
    expect(photobookLabel(book, 'de-DE')).toBe('Digitales Fotobuch DIN A4 quer, 48 Seiten, Hardcover')
    expect(photobookLabel({ ...book, paper: 'matt', coverLamination: 'matt' }, 'en-US')).toBe(
      'Digital photo book A4 landscape, 48 pages, Hardcover, Matte paper, matte cover',
    )
  })

  it('orders the line under its label', () => {
    const line = { kind: 'photobook', designName: null, accessoryName: null, productType: null }
    expect(lineName({ ...line, photoProduct: { label: 'Fotobuch X' } }, 'de')).toBe('Fotobuch X')
  })
})
