import { calendarFormatKey, calendarLayout, type CalendarSpec } from './calendar-spec'
import type { Format } from './format'
import type { Layer } from './layers'
import type { Page } from './page'
import {
  photobookCoverLayout,
  photobookFormatKey,
  photobookLayout,
  type PhotobookSpec,
} from './photobook-spec'

/**
 * The document checks of calendars and photo books (ADR 0068): their pages are what the spec makes,
 * so a client cannot sell an A4 calendar and print an A3 one, or pay for 24 pages and print 40.
 */
export type AddIssue = (path: (string | number)[], message: string) => void
export type ProductDocument = { format: Format; pages: Page[] }

const TOLERANCE_MM = 0.01
export const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_MM

/** The document's format is the one the product's spec makes (key, trim, bleed, safe margin, no fold). */
export function checkFormat(
  format: Format,
  want: { key: string; width: number; height: number; bleed: number; safe: number },
  what: string,
  add: AddIssue,
) {
  if (format.key !== want.key) add(['format', 'key'], `${what} has format key ${want.key}`)
  if (
    format.fold !== 'none' ||
    !near(format.trimWidthMm, want.width) ||
    !near(format.trimHeightMm, want.height) ||
    !near(format.bleedMm, want.bleed) ||
    !near(format.safeMarginMm, want.safe)
  ) {
    add(
      ['format'],
      `${what} prints ${want.width} × ${want.height} mm pages with ${want.bleed} mm bleed and a ${want.safe} mm safe margin, unfolded`,
    )
  }
}

/** Where a calendar grid may sit: a month's grid on month pages, the year overview on cover and back. */
export function gridAllowedOn(page: Pick<Page, 'role'>, layer: Extract<Layer, { type: 'calendar-grid' }>) {
  if (layer.style === 'year') return page.role === 'front' || page.role === 'back'
  return page.role === 'month'
}

/** Cover (`front`), one `month` page per month of the spec, then the `back`, all of the format's size. */
export function checkCalendar(doc: ProductDocument, spec: CalendarSpec, add: AddIssue) {
  const layout = calendarLayout(spec)
  checkFormat(
    doc.format,
    {
      key: calendarFormatKey(spec),
      width: layout.trimWidthMm,
      height: layout.trimHeightMm,
      bleed: layout.bleedMm,
      safe: layout.safeMarginMm,
    },
    'this calendar',
    add,
  )
  const roles = doc.pages.map((page) => page.role)
  const expected = ['front', ...layout.months.map(() => 'month'), 'back']
  if (roles.length !== expected.length || roles.some((role, i) => role !== expected[i])) {
    add(['pages'], `a calendar of ${spec.months} months has a cover, ${spec.months} month pages and a back`)
  }
  doc.pages.forEach((page, p) => {
    if (page.sizeMm) add(['pages', p, 'sizeMm'], 'calendar pages have the size of the format')
    page.layers.forEach((layer, l) => {
      if (layer.type === 'calendar-grid' && !gridAllowedOn(page, layer)) {
        add(
          ['pages', p, 'layers', l],
          `a ${layer.style} calendar grid does not belong on a ${page.role} page`,
        )
      }
    })
  })
}

/** The cover at the size the spine makes, then pageCount / 2 spreads of two pages each. */
export function checkPhotobook(doc: ProductDocument, spec: PhotobookSpec, add: AddIssue) {
  const layout = photobookLayout(spec)
  const cover = photobookCoverLayout(spec).sizeMm
  checkFormat(
    doc.format,
    {
      key: photobookFormatKey(spec),
      width: layout.pageWidthMm,
      height: layout.pageHeightMm,
      bleed: layout.bleedMm,
      safe: layout.safeMarginMm,
    },
    'this photo book',
    add,
  )
  const [first, ...spreads] = doc.pages
  if (first?.role !== 'book-cover' || spreads.length !== layout.spreadCount) {
    add(['pages'], `a book of ${spec.pageCount} pages has a cover and ${layout.spreadCount} spreads`)
  }
  doc.pages.forEach((page, p) => {
    const want = p === 0 ? cover : layout.spreadSizeMm
    if (p > 0 && page.role !== 'spread') add(['pages', p, 'role'], 'the pages after the cover are spreads')
    if (!page.sizeMm || !near(page.sizeMm.width, want.width) || !near(page.sizeMm.height, want.height)) {
      add(['pages', p, 'sizeMm'], `this page is ${want.width} × ${want.height} mm`)
    }
    page.layers.forEach((layer, l) => {
      if (layer.type === 'calendar-grid') add(['pages', p, 'layers', l], 'a photo book has no calendar grid')
    })
  })
}
