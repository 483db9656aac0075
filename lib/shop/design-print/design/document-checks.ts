import { paletteNameOf, type Palette } from './colors'
import type { Fold, Format } from './format'
import { boxContains, bleedBox, insetBox, layerBounds, orientationOf, panelSize } from './geometry'
import { backgroundColors, layerColors } from './document-walk'
import type { Layer } from './layers'
import { DESIGN_LIMITS } from './limits'
import type { Page, PageRole } from './page'
import { wallArtFormatKey, wallArtLayout, type WallArtSpec } from './wall-art-spec'
import type { CalendarSpec } from './calendar-spec'
import type { PhotobookSpec } from './photobook-spec'
import { checkCalendar, checkPhotobook } from './product-checks'
import type { PhotoboxSpec } from './photobox-spec'
import type { PhotoPrintsSpec } from './photo-prints-spec'
import type { CollageSpec } from './collage-spec'
import { checkCollage, checkPhotoPrints, checkPhotobox } from './print-product-checks'
import { qrLayerIssues } from './qr-checks'

export type DocumentIssue = { path: (string | number)[]; message: string }
type FontList = { family: string; weights: number[]; italic: boolean }[]
type CheckedDocument = {
  format: Format
  palette: Palette
  fonts: FontList
  pages: Page[]
  wallArt?: WallArtSpec | undefined
  calendar?: CalendarSpec | undefined
  photobook?: PhotobookSpec | undefined
  photobox?: PhotoboxSpec | undefined
  photoPrints?: PhotoPrintsSpec | undefined
  collage?: CollageSpec | undefined
}

const ROLES_BY_FOLD: Record<Fold, readonly PageRole[]> = {
  none: ['front', 'back', 'envelope'],
  vertical: ['front', 'back', 'inside-left', 'inside-right', 'envelope'],
  horizontal: ['front', 'back', 'inside-top', 'inside-bottom', 'envelope'],
  tent: ['front', 'back', 'inside-top', 'inside-bottom', 'envelope'],
}

/**
 * Rules that span several fields and so cannot live in one field's schema. Returned as data (not
 * thrown) so the editor can show them next to the offending layer while the customer works.
 */
export function checkDocument(doc: CheckedDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const add = (path: (string | number)[], message: string) => issues.push({ path, message })
  const { format } = doc
  // A collage is wall art with cells, so it carries both specs; every other pair is two products.
  const products = [
    doc.collage ?? doc.wallArt,
    doc.calendar,
    doc.photobook,
    doc.photobox,
    doc.photoPrints,
  ].filter((spec) => spec !== undefined)
  if (products.length > 1) {
    add(
      [],
      'a design is one product: wall art, a collage, a calendar, a photo book, a photo box or photo prints',
    )
  }
  // Cards, wall art and collages keep the fold's roles; the others have the pages their spec makes.
  const foldPages = !doc.calendar && !doc.photobook && !doc.photobox && !doc.photoPrints
  if (doc.collage) {
    if (doc.wallArt) checkWallArtFormat(doc, doc.wallArt, add)
    checkCollage(doc, doc.collage, doc.wallArt, add)
  } else if (doc.wallArt) checkWallArt(doc, doc.wallArt, add)
  else if (doc.calendar) checkCalendar(doc, doc.calendar, add)
  else if (doc.photobook) checkPhotobook(doc, doc.photobook, add)
  else if (doc.photobox) checkPhotobox(doc, doc.photobox, add)
  else if (doc.photoPrints) checkPhotoPrints(doc, doc.photoPrints, add)
  else checkCardSizes(doc, add)
  const panel = panelSize(format)

  if (orientationOf(panel) !== format.orientation) {
    add(
      ['format', 'orientation'],
      `a ${panel.width} × ${panel.height} mm page is ${orientationOf(panel)}, not ${format.orientation}`,
    )
  }
  if (format.safeMarginMm * 2 >= Math.min(panel.width, panel.height)) {
    add(['format', 'safeMarginMm'], 'the safe margin leaves no room on the page')
  }
  if (format.cut === 'ellipse' && format.fold !== 'none') {
    add(['format', 'cut'], 'an elliptical cut cannot be folded')
  }

  const pageIds = new Set<string>()
  const layerIds = new Set<string>()
  const roles = new Set<PageRole>()
  doc.pages.forEach((page, p) => {
    if (pageIds.has(page.id)) add(['pages', p, 'id'], `duplicate page id "${page.id}"`)
    pageIds.add(page.id)
    if (foldPages) checkCardPage(page, p)
    backgroundColors(page.background).forEach((color) => checkColor(color, ['pages', p, 'background']))

    const reach = insetBox(bleedBox(format, page), -DESIGN_LIMITS.offCanvasMarginMm)
    page.layers.forEach((layer, l) => {
      const path = ['pages', p, 'layers', l]
      if (layerIds.has(layer.id)) add([...path, 'id'], `duplicate layer id "${layer.id}"`)
      layerIds.add(layer.id)
      if (!boxContains(reach, layerBounds(layer))) {
        add(
          path,
          `layer "${layer.name}" lies outside the page; keep it within ${DESIGN_LIMITS.offCanvasMarginMm} mm of the bleed`,
        )
      }
      layerColors(layer).forEach((color) => checkColor(color, path))
      checkFont(layer, path)
      if (foldPages && layer.type === 'calendar-grid') add(path, 'only a calendar has a calendar grid')
      if (layer.type === 'qr') {
        for (const issue of qrLayerIssues(layer, doc.palette)) add([...path, issue.field], issue.message)
      }
    })
  })
  // Books open with their cover and photo prints are prints only; everything else has a front.
  if (!doc.photobook && !doc.photoPrints && !doc.pages.some((page) => page.role === 'front')) {
    add(['pages'], 'a design needs a front page')
  }
  return issues

  function checkCardPage(page: Page, p: number) {
    if (roles.has(page.role)) add(['pages', p, 'role'], `there is already a ${page.role} page`)
    roles.add(page.role)
    if (!ROLES_BY_FOLD[format.fold].includes(page.role)) {
      add(['pages', p, 'role'], `a card with fold "${format.fold}" has no ${page.role} page`)
    }
    if ((page.role === 'envelope') !== (page.sizeMm !== undefined)) {
      add(['pages', p, 'sizeMm'], 'the envelope page, and only it, needs its own size')
    }
  }

  function checkColor(color: string, path: (string | number)[]) {
    const name = paletteNameOf(color)
    if (name !== undefined && doc.palette[name] === undefined) {
      add(path, `colour ${color} is not in the palette`)
    }
  }

  // The PDF renderer embeds exactly the listed fonts, so a text in an unlisted face would print wrongly.
  function checkFont(layer: Layer, path: (string | number)[]) {
    if (layer.type !== 'text' && layer.type !== 'calendar-grid') return
    const italic = layer.type === 'text' && layer.italic
    const ok = doc.fonts.some(
      (f) => f.family === layer.fontFamily && f.weights.includes(layer.fontWeight) && (f.italic || !italic),
    )
    if (!ok) {
      const face = `${layer.fontFamily} ${layer.fontWeight}${italic ? ' italic' : ''}`
      add([...path, 'fontFamily'], `font ${face} is not listed in the document's fonts`)
    }
  }
}

type AddIssue = (path: (string | number)[], message: string) => void
const WALL_ART_TOLERANCE_MM = 0.01
const near = (a: number, b: number) => Math.abs(a - b) <= WALL_ART_TOLERANCE_MM

/**
 * The schema bounds every document by the wall-art sizes (2 m, 60 mm bleed); cards keep the card
 * sizes, with the same messages they always had.
 */
function checkCardSizes(doc: CheckedDocument, add: AddIssue) {
  const side = DESIGN_LIMITS.maxTrimSideMm
  const tooBig = (value: number) => Math.abs(value) > side
  if (tooBig(doc.format.trimWidthMm)) add(['format', 'trimWidthMm'], `Trim width must be at most ${side} mm`)
  if (tooBig(doc.format.trimHeightMm))
    add(['format', 'trimHeightMm'], `Trim height must be at most ${side} mm`)
  if (doc.format.bleedMm > DESIGN_LIMITS.maxBleedMm) {
    add(['format', 'bleedMm'], `Bleed must be at most ${DESIGN_LIMITS.maxBleedMm} mm`)
  }
  if (doc.pages.length > DESIGN_LIMITS.maxPages) {
    add(['pages'], `a design has at most ${DESIGN_LIMITS.maxPages} pages`)
  }
  doc.pages.forEach((page, p) => {
    if (page.sizeMm && (tooBig(page.sizeMm.width) || tooBig(page.sizeMm.height))) {
      add(['pages', p, 'sizeMm'], `Page width and height must be at most ${side} mm`)
    }
    page.layers.forEach((layer, l) => {
      if (tooBig(layer.width)) add(['pages', p, 'layers', l, 'width'], `Width must be at most ${side} mm`)
      if (tooBig(layer.height)) add(['pages', p, 'layers', l, 'height'], `Height must be at most ${side} mm`)
      if (tooBig(layer.x) || tooBig(layer.y)) {
        add(['pages', p, 'layers', l], `a layer's position must be within ${side} mm of the trim`)
      }
    })
  })
}

/**
 * A wall-art document is exactly what its spec makes (ADR 0058): one front page with one photo
 * covering the print area of `wallArtLayout`, so a client cannot sell one size and print another.
 */
function checkWallArt(doc: CheckedDocument, spec: WallArtSpec, add: AddIssue) {
  const layout = checkWallArtFormat(doc, spec, add)
  const page = doc.pages[0]
  if (doc.pages.length !== 1 || page?.role !== 'front') {
    add(['pages'], 'wall art has exactly one page, the front')
    return
  }
  const photo = page.layers[0]
  if (page.layers.length !== 1 || photo?.type !== 'photo') {
    add(['pages', 0, 'layers'], 'wall art has exactly one layer, the photo')
    return
  }
  const box = layout.photoBox
  if (photo.hidden || photo.opacity !== 1 || photo.shape !== 'rect') {
    add(['pages', 0, 'layers', 0], 'the photo of wall art prints whole: visible, opaque and rectangular')
  }
  if (
    photo.rotation !== 0 ||
    !near(photo.x, box.x) ||
    !near(photo.y, box.y) ||
    !near(photo.width, box.width) ||
    !near(photo.height, box.height)
  ) {
    add(['pages', 0, 'layers', 0], 'the photo of wall art covers its print area, unrotated')
  }
}

/** Wall art's and a collage's format: key, trim and bleed as wallArtLayout makes them, unfolded. */
function checkWallArtFormat(doc: CheckedDocument, spec: WallArtSpec, add: AddIssue) {
  const layout = wallArtLayout(spec)
  const { format } = doc
  if (format.key !== wallArtFormatKey(spec)) {
    add(
      ['format', 'key'],
      `wall art of ${spec.widthMm} × ${spec.heightMm} mm has format key ${wallArtFormatKey(spec)}`,
    )
  }
  if (
    format.fold !== 'none' ||
    !near(format.trimWidthMm, layout.trimWidthMm) ||
    !near(format.trimHeightMm, layout.trimHeightMm) ||
    !near(format.bleedMm, layout.bleedMm)
  ) {
    add(
      ['format'],
      `wall art of this spec prints ${layout.trimWidthMm} × ${layout.trimHeightMm} mm with ${layout.bleedMm} mm bleed, unfolded`,
    )
  }
  return layout
}
