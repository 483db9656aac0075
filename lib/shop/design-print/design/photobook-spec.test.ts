import { describe, expect, it } from 'vitest'
import {
  photobookCoverLayout,
  photobookFormatKey,
  photobookLayout,
  photobookSpecSchema,
  spineWidthMm,
  type PhotobookSpec,
} from './photobook-spec'

const book = (patch: Partial<PhotobookSpec> = {}): PhotobookSpec => ({
  designGroupSetId: 401,
  type: 'digitalfotobuch',
  format: 'din-landscape',
  cover: 'hard',
  binding: 'pur',
  paper: 'standard',
  coverLamination: 'glossy',
  pageCount: 24,
  ...patch,
})

describe('spine width', () => {
  it.each<[string, Partial<PhotobookSpec>, number]>([
    ['digital, standard paper, hard, 24 pages', {}, 5.5],
    ['digital, standard paper, hard, 48 pages', { pageCount: 48 }, 7],
    ['digital, feinstweiss, soft, 100 pages', { paper: 'feinstweiss', cover: 'soft', pageCount: 100 }, 7.5],
    ['echtfotobuch, 24 pages (lay-flat leaves)', { type: 'echtfotobuch', paper: 'glaenzend' }, 14],
    ['fotoheft (stapled): no spine', { type: 'fotoheft', cover: 'soft', pageCount: 16 }, 0],
  ])('%s', (_, patch, mm) => {
    expect(spineWidthMm(book(patch))).toBe(mm)
  })

  it('grows by exactly the leaves added (24 → 48 pages: 1.5 mm)', () => {
    const a = photobookCoverLayout(book()).sizeMm.width
    const b = photobookCoverLayout(book({ pageCount: 48 })).sizeMm.width
    expect(b - a).toBeCloseTo(1.5, 9)
  })

  it('allows a spine text from 6 mm only', () => {
    expect(photobookLayout(book()).spineText).toBe(false)
    expect(photobookLayout(book({ pageCount: 48 })).spineText).toBe(true)
  })
})

describe('photobookCoverLayout', () => {
  it('soft: back, spine, front side by side at the page size', () => {
    const layout = photobookCoverLayout(book({ cover: 'soft' }))
    const spine = spineWidthMm(book({ cover: 'soft' }))
    expect(layout.sizeMm).toEqual({ width: 2 * 297 + spine, height: 210 })
    expect(layout.spine).toEqual({ x: 297, y: 0, width: spine, height: 210 })
    expect(layout.front.x).toBe(297 + spine)
    expect(layout.foldLinesX).toEqual([297, 297 + spine])
    expect(layout.wrapMm).toBe(0)
  })

  it('hard: boards W+3 × H+6, 8 mm hinges, 15 mm wrap all round', () => {
    const layout = photobookCoverLayout(book())
    expect(layout.sizeMm).toEqual({ width: 2 * 15 + 2 * 300 + 2 * 8 + 5.5, height: 2 * 15 + 216 })
    expect(layout.back).toEqual({ x: 15, y: 15, width: 300, height: 216 })
    expect(layout.spine).toEqual({ x: 15 + 300 + 8, y: 15, width: 5.5, height: 216 })
    expect(layout.front).toEqual({ x: 15 + 300 + 8 + 5.5 + 8, y: 15, width: 300, height: 216 })
    expect(layout.front.x + layout.front.width + 15).toBe(layout.sizeMm.width)
  })
})

describe('photobookLayout', () => {
  it('derives pages, spreads and the format key from the spec', () => {
    expect(photobookLayout(book({ format: 'square', pageCount: 40 }))).toMatchObject({
      pageWidthMm: 210,
      pageHeightMm: 210,
      spreadSizeMm: { width: 420, height: 210 },
      spreadCount: 20,
      bleedMm: 3,
      safeMarginMm: 8,
    })
    expect(photobookFormatKey(book())).toBe('photobook-din-landscape')
  })
})

describe('photobookSpecSchema', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['odd page count', { pageCount: 25 }, 'even number'],
    ['too many pages', { pageCount: 202 }, 'at most 200'],
    ['unknown paper', { paper: 'gold' }, ''],
  ])('refuses %s', (_, patch, message) => {
    const result = photobookSpecSchema.safeParse({ ...book(), ...patch })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain(message)
  })
})
