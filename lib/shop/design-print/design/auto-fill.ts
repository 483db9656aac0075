import { calendarLayout } from './calendar-spec'
import { collectFonts } from './collect-fonts'
import { centreCoverCrop } from './crop-fit'
import type { DesignDocument } from './document'
import { parseDesignDocument } from './document'
import type { FaceBox } from './face-box'
import { cropAroundFaces } from './face-crop'
import type { PhotoLayer } from './layers'
import type { Page } from './page'
import {
  applyPageLayout,
  layoutBoxes,
  PAGE_LAYOUT_KEYS,
  PAGE_LAYOUTS,
  type PageLayoutKey,
  type PageSide,
} from './photobook-layouts'
import { photobookLayout } from './photobook-spec'

/**
 * Auto-fill (ADR 0068): pure, deterministic plans that lay a set of photos into a book or a calendar,
 * applied to the document in one step so one undo takes it back. Photos go in the order they were
 * taken (those without a capture date by upload time), each at most once.
 */
export interface AutoFillPhoto {
  id: string
  widthPx: number
  heightPx: number
  capturedAt: string | null
  uploadedAt: string
  faces?: readonly FaceBox[]
}

export interface AutoFillPlan {
  pages: { layout: PageLayoutKey; photoIds: string[] }[]
  unused: string[]
}

export const MAX_PHOTOS_PER_PAGE = 6

/** Chronological: capture time, else upload time; ties keep the given order. */
export function byTime(photos: readonly AutoFillPhoto[]): AutoFillPhoto[] {
  return photos
    .map((photo, i) => ({ photo, i, at: photo.capturedAt ?? photo.uploadedAt }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.i - b.i))
    .map((entry) => entry.photo)
}

/** Layouts auto-fill picks from: photo pages without a caption (an empty caption is a blank box). */
const FILL_LAYOUTS = PAGE_LAYOUT_KEYS.filter((key) => PAGE_LAYOUTS[key].text === null)

/** How far the photos' shapes are from the slots': the sum of |log aspect ratio| differences. */
function mismatch(
  key: PageLayoutKey,
  photos: readonly AutoFillPhoto[],
  page: { width: number; height: number },
) {
  const slots = layoutBoxes(key, 'left', page.width, page.height).slots
  return slots.reduce((sum, slot, i) => {
    const photo = photos[i]
    if (!photo) return sum
    return sum + Math.abs(Math.log(slot.width / slot.height) - Math.log(photo.widthPx / photo.heightPx))
  }, 0)
}

/** The best-fitting layout for these photos: one of their count whose slots match their shapes best. */
export function bestLayout(
  photos: readonly AutoFillPhoto[],
  page: { width: number; height: number },
): PageLayoutKey {
  if (photos.length === 0) return 'text-only'
  const candidates = FILL_LAYOUTS.filter((key) => PAGE_LAYOUTS[key].photos === photos.length)
  let best = candidates[0] ?? 'p1-margin'
  let bestCost = Infinity
  for (const key of candidates) {
    const cost = mismatch(key, photos, page)
    if (cost < bestCost - 1e-9) {
      best = key
      bestCost = cost
    }
  }
  return best
}

/**
 * Spreads N photos evenly over P pages (1–6 each; fewer photos than pages leave evenly spaced blank
 * pages, more than 6 a page leave the latest `unused` so the UI can offer more pages). Rounded up, so
 * page 1 always takes the first photo: the spread shown after the fill is never an empty one.
 */
export function planAutoFill(
  photos: readonly AutoFillPhoto[],
  pages: number,
  pageSize: { width: number; height: number } = { width: 297, height: 210 },
): AutoFillPlan {
  const ordered = byTime(photos)
  const used = ordered.slice(0, pages * MAX_PHOTOS_PER_PAGE)
  const n = used.length
  const plan: AutoFillPlan['pages'] = []
  for (let p = 0; p < pages; p++) {
    const from = Math.ceil((p * n) / pages)
    const to = Math.ceil(((p + 1) * n) / pages)
    const mine = used.slice(from, to)
    plan.push({ layout: bestLayout(mine, pageSize), photoIds: mine.map((photo) => photo.id) })
  }
  return { pages: plan, unused: ordered.slice(used.length).map((photo) => photo.id) }
}

/** A photo in a slot: the largest centred crop of the slot's shape, moved to keep faces whole. */
export function fillSlot(slot: PhotoLayer, photo: AutoFillPhoto): PhotoLayer {
  const crop = centreCoverCrop(photo.widthPx / photo.heightPx, slot)
  return { ...slot, assetId: photo.id, crop: photo.faces?.length ? cropAroundFaces(crop, photo.faces) : crop }
}

/** The plan laid into a photo book: page k is the left half of spread ⌈k/2⌉ when k is odd. */
export function applyAutoFill(
  doc: DesignDocument,
  plan: AutoFillPlan,
  photos: readonly AutoFillPhoto[],
): DesignDocument {
  const spec = doc.photobook
  if (!spec) throw new Error('applyAutoFill needs a photo-book document')
  const width = photobookLayout(spec).pageWidthMm
  const byId = new Map(photos.map((photo) => [photo.id, photo]))
  const text = doc.pages.flatMap((p) => p.layers).find((l) => l.type === 'text')
  const style = {
    fontFamily: text?.type === 'text' ? text.fontFamily : 'Inter',
    color: text?.type === 'text' ? text.color : '#1f1f1f',
  }
  const pages = doc.pages.map((page, index): Page => {
    if (index === 0) return page
    let next = page
    for (const side of ['left', 'right'] as const satisfies readonly PageSide[]) {
      const planned = plan.pages[(index - 1) * 2 + (side === 'left' ? 0 : 1)]
      if (!planned) continue
      next = applyPageLayout(next, side, planned.layout, width, style)
      const ids = [...planned.photoIds]
      const inHalf = (l: PhotoLayer) => (l.x + l.width / 2 < width ? 'left' : 'right') === side
      next = {
        ...next,
        layers: next.layers.map((layer) => {
          if (layer.type !== 'photo' || !inHalf(layer)) return layer
          const photo = byId.get(ids.shift() ?? '')
          if (!photo) {
            const { assetId: _dropped, ...empty } = layer
            return { ...empty, crop: { x: 0, y: 0, width: 1, height: 1 } }
          }
          return fillSlot(layer, photo)
        }),
      }
    }
    return next
  })
  // Each caption added is set in a face the document then lists (the fonts check wants every face).
  return parseDesignDocument({ ...doc, pages, fonts: collectFonts(pages, doc.fonts) })
}

export interface CalendarFillPlan {
  slots: { pageId: string; layerId: string; photoId: string }[]
  unused: string[]
}

const capturedMonth = (photo: AutoFillPhoto) =>
  photo.capturedAt ? Number(photo.capturedAt.slice(5, 7)) : null

/**
 * A calendar's photo slots filled from a set: first each month takes photos taken in that month (of
 * any year, earliest first), then the cover and every slot still empty take the rest in date order.
 * No photo twice; slots beyond the photos stay empty.
 */
export function planCalendarFill(photos: readonly AutoFillPhoto[], doc: DesignDocument): CalendarFillPlan {
  const spec = doc.calendar
  if (!spec) throw new Error('planCalendarFill needs a calendar document')
  const months = calendarLayout(spec).months
  const ordered = byTime(photos)
  const free = new Set(ordered.map((photo) => photo.id))
  const taken = new Map<string, string>()
  const slotsOf = (page: Page) => page.layers.filter((l) => l.type === 'photo' && !l.locked).map((l) => l.id)
  const monthPages = doc.pages.filter((page) => page.role === 'month')

  monthPages.forEach((page, i) => {
    const month = months[i]?.month
    for (const layerId of slotsOf(page)) {
      const photo = ordered.find((p) => free.has(p.id) && capturedMonth(p) === month)
      if (!photo) break
      free.delete(photo.id)
      taken.set(`${page.id}/${layerId}`, photo.id)
    }
  })
  const slots: CalendarFillPlan['slots'] = []
  for (const page of doc.pages) {
    for (const layerId of slotsOf(page)) {
      let photoId = taken.get(`${page.id}/${layerId}`)
      if (!photoId) {
        photoId = ordered.find((p) => free.has(p.id))?.id
        if (photoId) free.delete(photoId)
      }
      if (photoId) slots.push({ pageId: page.id, layerId, photoId })
    }
  }
  return { slots, unused: ordered.filter((p) => free.has(p.id)).map((p) => p.id) }
}

/** The calendar plan laid into the document: each planned slot gets its photo, cropped to fit. */
export function applyCalendarFill(
  doc: DesignDocument,
  plan: CalendarFillPlan,
  photos: readonly AutoFillPhoto[],
): DesignDocument {
  const byId = new Map(photos.map((photo) => [photo.id, photo]))
  const at = new Map(plan.slots.map((slot) => [`${slot.pageId}/${slot.layerId}`, slot.photoId]))
  const pages = doc.pages.map((page) => ({
    ...page,
    layers: page.layers.map((layer) => {
      const photo = byId.get(at.get(`${page.id}/${layer.id}`) ?? '')
      return layer.type === 'photo' && photo ? fillSlot(layer, photo) : layer
    }),
  }))
  return parseDesignDocument({ ...doc, pages })
}
