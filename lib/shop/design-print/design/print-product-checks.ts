import { PHOTO_PRINT_FORMAT_SIZES_MM } from '@/lib/model/photo-print-keys'
import { PHOTOBOX_FORMAT_SIZES_MM, PHOTOBOX_QUANTITY_MAX } from '@/lib/model/photobox-keys'
import type { CollageMode } from '@/lib/model/collage-keys'
import type { CollageSpec } from './collage-spec'
import type { Box } from './geometry'
import type { Page } from './page'
import { printPhotoBox } from './photo-print-page'
import {
  PHOTO_PRINT_BLEED_MM,
  PHOTO_PRINT_FORMAT_KEY,
  PHOTO_PRINT_SAFE_MARGIN_MM,
  type PhotoPrintsSpec,
} from './photo-prints-spec'
import { photoboxFormatKey, photoboxLayout, type PhotoboxSpec } from './photobox-spec'
import { checkFormat, near, type AddIssue, type ProductDocument } from './product-checks'
import type { WallArtSpec } from './wall-art-spec'

/**
 * The document checks of photo boxes, photo prints and collages (ADR 0079): their pages are what the
 * spec makes, so a client cannot pay for ten 10 × 15 prints and print ten 20 × 30 ones, or pay for a
 * poster collage and print it as a canvas.
 */
const boxNear = (a: Box, b: Box) =>
  near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height)
const MAX_BOX_PRINTS = Math.max(...Object.values(PHOTOBOX_QUANTITY_MAX))

/** A print page: the format's size either way round, one visible photo covering `photoBox`. */
function checkPrintPage(
  page: Page,
  p: number,
  sizeMm: readonly [number, number],
  border: 'none' | 'white',
  bleedMm: number,
  add: AddIssue,
) {
  if (page.role !== 'print') add(['pages', p, 'role'], 'this page is a print')
  const [w, h] = sizeMm
  const size = page.sizeMm
  const fits =
    size && ((near(size.width, w) && near(size.height, h)) || (near(size.width, h) && near(size.height, w)))
  if (!size || !fits) {
    add(['pages', p, 'sizeMm'], `this print is ${w} × ${h} mm, upright or turned`)
    return
  }
  const photo = page.layers[0]
  if (page.layers.length !== 1 || photo?.type !== 'photo' || !photo.assetId) {
    add(['pages', p, 'layers'], 'a print has exactly one layer, its photo')
    return
  }
  if (photo.hidden || photo.opacity !== 1 || photo.shape !== 'rect' || photo.rotation !== 0) {
    add(['pages', p, 'layers', 0], 'the photo of a print is visible, opaque, rectangular and unrotated')
  }
  if (!boxNear(photo, printPhotoBox(size, bleedMm, border))) {
    const where = border === 'white' ? 'inside its white border' : 'to the edge of the bleed'
    add(['pages', p, 'layers', 0], `the photo of this print reaches ${where}`)
  }
}

/** The lid (`front`, the format's size), then up to the largest box's count of borderless prints. */
export function checkPhotobox(doc: ProductDocument, spec: PhotoboxSpec, add: AddIssue) {
  const layout = photoboxLayout(spec)
  checkFormat(
    doc.format,
    {
      key: photoboxFormatKey(spec),
      width: layout.lid.width,
      height: layout.lid.height,
      bleed: layout.bleedMm,
      safe: layout.safeMarginMm,
    },
    'the lid of this photo box',
    add,
  )
  const [lid, ...prints] = doc.pages
  if (lid?.role !== 'front') add(['pages', 0, 'role'], 'the first page of a photo box is its lid (front)')
  if (
    lid?.sizeMm &&
    (!near(lid.sizeMm.width, layout.lid.width) || !near(lid.sizeMm.height, layout.lid.height))
  ) {
    add(['pages', 0, 'sizeMm'], `the lid is ${layout.lid.width} × ${layout.lid.height} mm`)
  }
  lid?.layers.forEach((layer, l) => {
    if (layer.type === 'calendar-grid') add(['pages', 0, 'layers', l], 'a photo box has no calendar grid')
  })
  if (prints.length > MAX_BOX_PRINTS) add(['pages'], `a photo box holds at most ${MAX_BOX_PRINTS} pictures`)
  const size = PHOTOBOX_FORMAT_SIZES_MM[spec.format]
  prints.forEach((page, i) => checkPrintPage(page, i + 1, size, 'none', layout.bleedMm, add))
}

/** One print page per item, each of its item's format and border; the trim is the first print's. */
export function checkPhotoPrints(doc: ProductDocument, spec: PhotoPrintsSpec, add: AddIssue) {
  const first = doc.pages[0]?.sizeMm
  checkFormat(
    doc.format,
    {
      key: PHOTO_PRINT_FORMAT_KEY,
      width: first?.width ?? doc.format.trimWidthMm,
      height: first?.height ?? doc.format.trimHeightMm,
      bleed: PHOTO_PRINT_BLEED_MM,
      safe: PHOTO_PRINT_SAFE_MARGIN_MM,
    },
    'a set of photo prints',
    add,
  )
  if (doc.pages.length !== spec.items.length) {
    add(['pages'], `${spec.items.length} prints are ordered, so the design has ${spec.items.length} pages`)
  }
  doc.pages.forEach((page, p) => {
    const item = spec.items[p]
    if (!item) return
    checkPrintPage(page, p, PHOTO_PRINT_FORMAT_SIZES_MM[item.format], item.border, PHOTO_PRINT_BLEED_MM, add)
  })
}

/** The mode a collage's wall-art spec makes: canvas, poster, framed poster, or any other material. */
export function collageModeOf(wallArt: Pick<WallArtSpec, 'material' | 'frame'>): CollageMode {
  if (wallArt.material === 'leinwand') return 'leinwand'
  if (wallArt.material === 'poster') return wallArt.frame ? 'framed-poster' : 'poster'
  return 'mixed'
}

/**
 * A collage is wall art (its format is checked as such) with one front page of photo cells and
 * optional text; its mode must be the one its material and frame make.
 */
export function checkCollage(
  doc: ProductDocument,
  spec: CollageSpec,
  wallArt: WallArtSpec | undefined,
  add: AddIssue,
) {
  if (!wallArt) {
    add(['wallArt'], 'a collage needs its material and size (wallArt)')
    return
  }
  const mode = collageModeOf(wallArt)
  if (spec.mode !== mode) add(['collage', 'mode'], `a collage of this material and frame is in mode ${mode}`)
  if (doc.pages.length !== 1 || doc.pages[0]?.role !== 'front') {
    add(['pages'], 'a collage has exactly one page, the front')
    return
  }
  doc.pages[0].layers.forEach((layer, l) => {
    if (layer.type !== 'photo' && layer.type !== 'text') {
      add(['pages', 0, 'layers', l], 'a collage holds photos and text only')
    }
  })
}
