/**
 * The calendar and photo-book figures of `npm run bench` (issue 28 point 8): auto-fill of a 48-page
 * book with 120 photos (the plan and the one validated document it becomes, as the editor's action
 * computes it), and the print files of a 48-page book (cover and inner block) and of a 13-photo
 * calendar (cover + 12 months + back) from 12 MP photos, each in a child process of its own, which
 * reports the seconds and its peak memory (maxRSS): pdf-lib holds the whole file while it saves
 * (ADR 0071). Run alone: `npx tsx bench/photo-products.ts` prints all four figures.
 */
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import {
  applyAutoFill,
  applyCalendarFill,
  planAutoFill,
  planCalendarFill,
  type AutoFillPhoto,
} from '@/lib/shop/design-print/design/auto-fill'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import {
  newPhotobookDocument,
  photobookLayout,
  type PhotobookSpec,
} from '@/lib/shop/design-print/design/photobook'
import { renderPrintPdf, type PrintPdfInput } from '@/lib/shop/design-print/print/render-print-pdf'
import { printPages } from '@/lib/shop/design-print/print/spreads'
import { CALENDAR_DESIGN_GROUPS } from '@/lib/shop/photo-products/calendar/design-groups'
import { calendarTemplateOf } from '@/lib/shop/photo-products/calendar/template'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { photobookTemplateOf } from '@/lib/shop/photo-products/photobook/template'

/** A phone's 12 MP photo. */
const PHOTO = { width: 4000, height: 3000 }
/** Distinct pictures behind the 120 uploads: the file embeds each upload on its own all the same. */
const DISTINCT = 6

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** A 12 MP JPEG with grain over a gradient, so it weighs and encodes like a photo, not a flat colour. */
async function photo12mp(seed: number): Promise<Uint8Array> {
  const { width, height } = PHOTO
  const raw = Buffer.alloc(width * height * 3)
  let state = seed * 7919 + 7
  for (let i = 0, x = 0; i < raw.length; i += 3, x = (x + 1) % width) {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    const grain = state % 36
    raw[i] = ((x * 180) / width + grain + seed * 20) & 255
    raw[i + 1] = 80 + grain + seed * 10
    raw[i + 2] = 160 - grain
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer()
  return new Uint8Array(jpeg)
}

/** `count` uploads as the editor knows them: taken a day apart through the year, in upload order. */
export function benchPhotos(count: number): AutoFillPhoto[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `up-${String(i).padStart(32, '0')}`,
    widthPx: i % 5 === 4 ? PHOTO.height : PHOTO.width,
    heightPx: i % 5 === 4 ? PHOTO.width : PHOTO.height,
    capturedAt: new Date(Date.UTC(2026, 0, 1 + Math.floor((i * 365) / count), 12)).toISOString(),
    uploadedAt: new Date(Date.UTC(2026, 11, 1, 10, 0, i)).toISOString(),
  }))
}

function bookSpec(pageCount: number): PhotobookSpec {
  const set = PHOTOBOOK_DESIGN_GROUP_SETS[0]!
  return {
    designGroupSetId: set.id,
    type: 'digitalfotobuch',
    format: 'din-landscape',
    cover: 'hard',
    binding: 'pur',
    paper: 'standard',
    coverLamination: 'glossy',
    pageCount,
  }
}

/** A 48-page book from the first design group set, auto-filled with `photos`. */
export function filledBook(photos: readonly AutoFillPhoto[], pageCount = 48): DesignDocument {
  const spec = bookSpec(pageCount)
  const set = PHOTOBOOK_DESIGN_GROUP_SETS.find((s) => s.id === spec.designGroupSetId)!
  const empty = newPhotobookDocument(spec, photobookTemplateOf(set, 'de'), 'bench-book')
  const layout = photobookLayout(spec)
  const plan = planAutoFill(photos, pageCount, { width: layout.pageWidthMm, height: layout.pageHeightMm })
  return applyAutoFill(empty, plan, photos)
}

/** A wall calendar (A4 landscape, 2027) of the first wall design group, filled with 13 photos. */
function filledCalendar(photos: readonly AutoFillPhoto[]): DesignDocument {
  const group = CALENDAR_DESIGN_GROUPS.find((g) => g.type === 'wall' && g.formats.includes('a4-quer'))!
  const spec = calendarSpecSchema.parse({
    designGroupId: group.id,
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
    holidays: { country: 'DE', region: 'BY' },
  })
  const empty = newCalendarDocument(spec, calendarTemplateOf(group), 'bench-calendar')
  return applyCalendarFill(empty, planCalendarFill(photos, empty), photos)
}

/**
 * Milliseconds for auto-fill of a 48-page book with 120 photos: the plan (layouts by orientation,
 * chronological) and the document it becomes, checked once by the schema like every editor action.
 */
export function autoFillMs(runs = 5): number {
  const photos = benchPhotos(120)
  filledBook(photos) // warm-up: modules and the schema compile once
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const book = filledBook(photos)
    times.push(performance.now() - started)
    const placed = book.pages.flatMap((p) => p.layers).filter((l) => l.type === 'photo' && l.assetId)
    if (placed.length !== 120) throw new Error(`auto-fill placed ${placed.length} of 120 photos`)
  }
  return median(times)
}

export interface PrintFigures {
  seconds: number
  peakMb: number
  fileMb: number
  pages: number
}

/** The print file(s) of a product, timed in this process (the child's side). */
async function printHere(product: 'book' | 'calendar'): Promise<PrintFigures> {
  const pictures = await Promise.all(Array.from({ length: DISTINCT }, (_, i) => photo12mp(i)))
  const photos = benchPhotos(product === 'book' ? 120 : 13)
  const index = new Map(photos.map((p, i) => [p.id, i % DISTINCT]))
  const document = product === 'book' ? filledBook(photos) : filledCalendar(photos)
  const assets: PrintPdfInput['assets'] = async (id) => {
    const i = index.get(id)
    return i === undefined ? null : { kind: 'jpeg', bytes: pictures[i]! }
  }
  const slug = 'MP-BENCH · Pos. 1 · Bench'
  // The fonts and modules load once before the clock starts, as in the long-running worker.
  await renderPrintPdf({ document: { ...document, pages: document.pages.slice(0, 1) }, slug })
  const parts = product === 'book' ? (['cover', 'inner'] as const) : ([undefined] as const)
  const started = performance.now()
  let bytes = 0
  let pages = 0
  for (const part of parts) {
    const pdf = await renderPrintPdf({ document, assets, part, slug })
    bytes += pdf.byteLength
    pages += printPages(document, part).length
  }
  const seconds = (performance.now() - started) / 1000
  // A file without its photos would be fast and small: the bench would measure nothing.
  const photoBytes = photos.reduce((sum, p) => sum + pictures[index.get(p.id)!]!.byteLength, 0)
  if (bytes < photoBytes) throw new Error(`the ${product} print file does not carry its photos`)
  return {
    seconds,
    peakMb: process.resourceUsage().maxRSS / 1024,
    fileMb: bytes / 1e6,
    pages,
  }
}

/**
 * The print file of a product in a child process of its own, so its peak memory is the file's and
 * not the bench's: seconds, peak RSS, file size and pages.
 */
export function photoProductPrint(product: 'book' | 'calendar'): PrintFigures {
  const out = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'bench/photo-products.ts', '--print', product],
    { encoding: 'utf8', maxBuffer: 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const last = out.trim().split('\n').pop() ?? ''
  return JSON.parse(last) as PrintFigures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--print')
  if (index >= 0) {
    const product = process.argv[index + 1] === 'calendar' ? 'calendar' : 'book'
    console.log(JSON.stringify(await printHere(product)))
  } else {
    console.log(`auto-fill, 48 pages, 120 photos: ${autoFillMs().toFixed(1)} ms`)
    for (const product of ['book', 'calendar'] as const) {
      const f = photoProductPrint(product)
      console.log(
        `print ${product}: ${f.seconds.toFixed(2)} s, peak ${Math.round(f.peakMb)} MB, ` +
          `${f.fileMb.toFixed(1)} MB, ${f.pages} pages`,
      )
    }
  }
}
