import { aspectCrop, sourceAspect } from './crop-fit'
import type { Box } from './geometry'
import { FULL_CROP } from './layer-base'
import type { Layer, PhotoLayer, TextLayer } from './layers'
import type { Page } from './page'
import { PHOTOBOOK_BLEED_MM, PHOTOBOOK_SAFE_MARGIN_MM } from './photobook-spec'

/**
 * Page layouts of a photo book as data (ADR 0068): photo slots and an optional text box as fractions
 * of one page's safe box, 4 mm apart. A spread holds two pages; a layout is applied to one half.
 */
export type FracBox = { x: number; y: number; width: number; height: number }
export type PageSide = 'left' | 'right'

export interface PageLayout {
  photos: number
  slots: readonly FracBox[]
  text: FracBox | null
  /** The single photo runs into the bleed instead of keeping the safe margin. */
  bleed: boolean
}

export const PAGE_LAYOUT_GAP_MM = 4

const f = (x: number, y: number, width: number, height: number): FracBox => ({ x, y, width, height })
const CAPTION = f(0, 0.86, 1, 0.14)
const ABOVE_CAPTION = 0.82
const third = 1 / 3

const layout = (slots: FracBox[], text: FracBox | null = null, bleed = false): PageLayout => ({
  photos: slots.length,
  slots,
  text,
  bleed,
})

export const PAGE_LAYOUTS = {
  'p1-full': layout([f(0, 0, 1, 1)], null, true),
  'p1-margin': layout([f(0, 0, 1, 1)]),
  'p1-text': layout([f(0, 0, 1, ABOVE_CAPTION)], CAPTION),
  'p2-columns': layout([f(0, 0, 0.5, 1), f(0.5, 0, 0.5, 1)]),
  'p2-rows': layout([f(0, 0, 1, 0.5), f(0, 0.5, 1, 0.5)]),
  'p2-text': layout([f(0, 0, 0.5, ABOVE_CAPTION), f(0.5, 0, 0.5, ABOVE_CAPTION)], CAPTION),
  'p3-hero-left': layout([f(0, 0, 0.6, 1), f(0.6, 0, 0.4, 0.5), f(0.6, 0.5, 0.4, 0.5)]),
  'p3-hero-top': layout([f(0, 0, 1, 0.6), f(0, 0.6, 0.5, 0.4), f(0.5, 0.6, 0.5, 0.4)]),
  'p3-text': layout(
    [f(0, 0, third, ABOVE_CAPTION), f(third, 0, third, ABOVE_CAPTION), f(2 * third, 0, third, ABOVE_CAPTION)],
    CAPTION,
  ),
  'p4-grid': layout([f(0, 0, 0.5, 0.5), f(0.5, 0, 0.5, 0.5), f(0, 0.5, 0.5, 0.5), f(0.5, 0.5, 0.5, 0.5)]),
  'p4-text': layout(
    [
      f(0, 0, 0.5, ABOVE_CAPTION / 2),
      f(0.5, 0, 0.5, ABOVE_CAPTION / 2),
      f(0, ABOVE_CAPTION / 2, 0.5, ABOVE_CAPTION / 2),
      f(0.5, ABOVE_CAPTION / 2, 0.5, ABOVE_CAPTION / 2),
    ],
    CAPTION,
  ),
  'p5-mosaic': layout([
    f(0, 0, 0.5, 0.6),
    f(0.5, 0, 0.5, 0.6),
    f(0, 0.6, third, 0.4),
    f(third, 0.6, third, 0.4),
    f(2 * third, 0.6, third, 0.4),
  ]),
  'p6-grid': layout([
    f(0, 0, third, 0.5),
    f(third, 0, third, 0.5),
    f(2 * third, 0, third, 0.5),
    f(0, 0.5, third, 0.5),
    f(third, 0.5, third, 0.5),
    f(2 * third, 0.5, third, 0.5),
  ]),
  'text-only': layout([], f(0, 0.3, 1, 0.4)),
} as const satisfies Record<string, PageLayout>

export type PageLayoutKey = keyof typeof PAGE_LAYOUTS
export const PAGE_LAYOUT_KEYS = Object.keys(PAGE_LAYOUTS) as PageLayoutKey[]

/** The layouts with this many photos, in the table's order. */
export function layoutsWithPhotos(count: number): PageLayoutKey[] {
  return PAGE_LAYOUT_KEYS.filter((key) => PAGE_LAYOUTS[key].photos === count)
}

/** One half of a spread in spread coordinates: the left page from 0, the right from W. */
export function halfBox(side: PageSide, pageWidthMm: number, pageHeightMm: number): Box {
  return { x: side === 'left' ? 0 : pageWidthMm, y: 0, width: pageWidthMm, height: pageHeightMm }
}

/** The half a layer belongs to: the one its centre is in. */
export function sideOf(layer: Pick<Layer, 'x' | 'width'>, pageWidthMm: number): PageSide {
  return layer.x + layer.width / 2 < pageWidthMm ? 'left' : 'right'
}

/** A fraction box placed in the safe box, with half the gap taken off every inner edge. */
function place(frac: FracBox, safe: Box): Box {
  const half = PAGE_LAYOUT_GAP_MM / 2
  const left = frac.x > 1e-6 ? half : 0
  const right = frac.x + frac.width < 1 - 1e-6 ? half : 0
  const top = frac.y > 1e-6 ? half : 0
  const bottom = frac.y + frac.height < 1 - 1e-6 ? half : 0
  return {
    x: safe.x + frac.x * safe.width + left,
    y: safe.y + frac.y * safe.height + top,
    width: frac.width * safe.width - left - right,
    height: frac.height * safe.height - top - bottom,
  }
}

/** Slot and text boxes of a layout on one half of a spread, in spread mm. */
export function layoutBoxes(
  key: PageLayoutKey,
  side: PageSide,
  pageWidthMm: number,
  pageHeightMm: number,
): { slots: Box[]; text: Box | null } {
  const spec: PageLayout = PAGE_LAYOUTS[key]
  const half = halfBox(side, pageWidthMm, pageHeightMm)
  const m = PHOTOBOOK_SAFE_MARGIN_MM
  const safe = { x: half.x + m, y: m, width: pageWidthMm - 2 * m, height: pageHeightMm - 2 * m }
  if (spec.bleed) {
    // Into the bleed on the three outer edges, up to the gutter on the fourth.
    const b = PHOTOBOOK_BLEED_MM
    const x = side === 'left' ? -b : half.x
    return { slots: [{ x, y: -b, width: pageWidthMm + b, height: pageHeightMm + 2 * b }], text: null }
  }
  return {
    slots: spec.slots.map((slot) => place(slot, safe)),
    text: spec.text ? place(spec.text, safe) : null,
  }
}

const base = { rotation: 0, opacity: 1, locked: false, hidden: false } as const

export function newSlot(id: string, box: Box, n: number): PhotoLayer {
  return {
    ...base,
    ...box,
    id,
    name: `Foto ${n}`,
    type: 'photo',
    crop: { ...FULL_CROP },
    placeholderLabel: 'Ihr Foto',
    shape: 'rect',
  }
}

export function newCaption(id: string, box: Box, style: { fontFamily: string; color: string }): TextLayer {
  return {
    ...base,
    ...box,
    id,
    name: 'Text',
    type: 'text',
    content: '',
    fontFamily: style.fontFamily,
    fontSizePt: 11,
    fontWeight: 400,
    italic: false,
    color: style.color,
    align: 'center',
    verticalAlign: 'middle',
    lineHeight: 1.2,
    letterSpacingEm: 0,
  }
}

/** Puts a placed photo into another slot: same image, crop re-fitted to the slot's aspect ratio. */
export function moveIntoSlot(photo: PhotoLayer, slot: PhotoLayer): PhotoLayer {
  if (photo.assetId === undefined) return slot
  const crop = aspectCrop(photo.crop, sourceAspect(photo.crop, photo), slot)
  return { ...slot, assetId: photo.assetId, crop }
}

/** A fresh id on this page: `${pageId}-${side}-${what}-${n}` with the first n not taken. */
function freshId(taken: Set<string>, prefix: string): string {
  let n = 1
  while (taken.has(`${prefix}-${n}`)) n++
  taken.add(`${prefix}-${n}`)
  return `${prefix}-${n}`
}

/**
 * A layout applied to one half of a spread: that half's photos keep their order and move into the new
 * slots (those beyond the layout's count are dropped, so the UI offers a layout with room for them);
 * its first text moves into the text box; every other layer, and the other half, stay as they are.
 */
export function applyPageLayout(
  page: Page,
  side: PageSide,
  key: PageLayoutKey,
  pageWidthMm: number,
  style: { fontFamily: string; color: string },
): Page {
  const height = page.sizeMm?.height ?? 0
  const boxes = layoutBoxes(key, side, pageWidthMm, height)
  const mine = (l: Layer) => sideOf(l, pageWidthMm) === side
  const photos = page.layers.filter((l): l is PhotoLayer => l.type === 'photo' && mine(l))
  const text = page.layers.find((l): l is TextLayer => l.type === 'text' && mine(l))
  const taken = new Set(page.layers.map((l) => l.id))
  const slots = boxes.slots.map((box, i) => {
    const old = photos[i]
    const slot = newSlot(old?.id ?? freshId(taken, `${page.id}-${side}-photo`), box, i + 1)
    return old ? moveIntoSlot(old, slot) : slot
  })
  const caption = boxes.text
    ? text
      ? { ...text, ...boxes.text, rotation: 0 }
      : newCaption(freshId(taken, `${page.id}-${side}-text`), boxes.text, style)
    : null
  const kept = page.layers.filter((l) => !mine(l) || (l.type !== 'photo' && !(caption && l === text)))
  return { ...page, layers: [...slots, ...kept, ...(caption ? [caption] : [])] }
}
