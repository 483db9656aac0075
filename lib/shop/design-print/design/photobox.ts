import { PHOTOBOX_FORMAT_SIZES_MM, PHOTOBOX_QUANTITY_MAX } from '@/lib/model/photobox-keys'
import { collectFonts } from './collect-fonts'
import { paletteRef } from './color-refs'
import { aspectCrop, sourceAspect } from './crop-fit'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from './document'
import type { DesignDocumentInput } from './document'
import { orientationOf, ptToMm, type Box, type SizeMm } from './geometry'
import type { Crop } from './layer-base'
import type { Layer, LayerInput, PhotoLayer } from './layers'
import type { Page, PageInput } from './page'
import {
  photoPrintPage,
  printPhotoOf,
  printSizeFor,
  reshapePrintPage,
  withPrintCrop,
  type PrintPhoto,
} from './photo-print-page'
import { photoboxFormatKey, photoboxLayout, type PhotoboxLayout, type PhotoboxSpec } from './photobox-spec'

export * from './photobox-spec'

/**
 * Photo-box documents (ADR 0075): an ordinary v2 design document whose first page is the box's lid
 * (role `front`, the document's format: lid size, 3 mm bleed, crop marks) and whose further pages are
 * the prints inside, one `print` page per picture at the spec's print size in the photo's orientation
 * (photo-print-page.ts). The lid is drawn from a design (dt41–dt58: colours, typeface, where the photo
 * sits); the prints are the shopper's uploads. A box is sold when it holds exactly `quantity` prints:
 * the editor shows the count, the cart refuses any other.
 */

export const PHOTOBOX_LID_ID = 'lid'
export const LID_PHOTO_ID = 'lid-photo'
export const LID_TITLE_ID = 'lid-title'

/** The look of a lid design: the photo over the whole lid, in a window, or above the title band. */
export interface PhotoboxLidDesign {
  palette: { paper: string; ink: string; accent: string }
  fontFamily: string
  photo: 'full' | 'window' | 'top'
  /** The title the lid opens with, in the shop's language; the shopper rewrites it. */
  title: string
}

const base = { rotation: 0, opacity: 1, locked: false, hidden: false } as const
const round = (mm: number) => Math.round(mm * 10) / 10

/** Photo and title boxes of a lid, mm from the trim's top-left corner. */
function lidAreas(layout: PhotoboxLayout, photo: PhotoboxLidDesign['photo']): { photo: Box; title: Box } {
  const { width, height } = layout.lid
  const m = layout.safeMarginMm
  const bleed = layout.bleedMm
  const titleH = round(Math.max(12, height * 0.14))
  if (photo === 'full') {
    return {
      photo: { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed },
      title: { x: m, y: height - m - titleH, width: width - 2 * m, height: titleH },
    }
  }
  if (photo === 'top') {
    const photoH = round(height - titleH - 2 * m)
    return {
      photo: { x: -bleed, y: -bleed, width: width + 2 * bleed, height: photoH + bleed },
      title: { x: m, y: photoH + m, width: width - 2 * m, height: titleH },
    }
  }
  const inset = m * 2
  return {
    photo: { x: inset, y: inset, width: width - 2 * inset, height: round(height - 3 * inset - titleH) },
    title: { x: m, y: height - inset - titleH, width: width - 2 * m, height: titleH },
  }
}

interface LidPhoto {
  assetId: string
  crop: Crop
  imageAspect: number
}

function lidPage(layout: PhotoboxLayout, design: PhotoboxLidDesign, photo: LidPhoto | null, title: string) {
  const areas = lidAreas(layout, design.photo)
  const photoLayer: LayerInput = {
    ...base,
    ...areas.photo,
    id: LID_PHOTO_ID,
    name: 'Foto',
    type: 'photo',
    crop: photo
      ? aspectCrop(photo.crop, photo.imageAspect, areas.photo)
      : { x: 0, y: 0, width: 1, height: 1 },
    ...(photo ? { assetId: photo.assetId } : {}),
    placeholderLabel: 'Ihr Foto',
    shape: 'rect',
  }
  const titleLayer: LayerInput = {
    ...base,
    ...areas.title,
    id: LID_TITLE_ID,
    name: 'Titel',
    type: 'text',
    content: title,
    fontFamily: design.fontFamily,
    fontSizePt: Math.min(28, Math.max(9, Math.round((areas.title.height * 0.45) / ptToMm(1)))),
    fontWeight: 700,
    italic: false,
    // Over a full-lid photo the title is in the paper colour; elsewhere it stands on the paper.
    color: paletteRef(design.photo === 'full' ? 'paper' : 'ink'),
    align: 'center',
    verticalAlign: 'middle',
    lineHeight: 1.1,
    letterSpacingEm: 0.04,
  }
  const page: PageInput = {
    id: PHOTOBOX_LID_ID,
    role: 'front',
    background: { kind: 'color', color: paletteRef(design.photo === 'full' ? 'accent' : 'paper') },
    layers: [photoLayer, titleLayer],
  }
  return page
}

function buildDocument(
  spec: PhotoboxSpec,
  design: PhotoboxLidDesign,
  id: string,
  lid: PageInput,
  prints: readonly Page[],
): DesignDocumentInput {
  const layout = photoboxLayout(spec)
  const pages = [lid, ...prints]
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    format: {
      key: photoboxFormatKey(spec),
      trimWidthMm: layout.lid.width,
      trimHeightMm: layout.lid.height,
      bleedMm: layout.bleedMm,
      safeMarginMm: layout.safeMarginMm,
      fold: 'none',
      orientation: orientationOf(layout.lid),
      cut: 'rect',
      cornerRadiusMm: 0,
    },
    palette: { ...design.palette },
    fonts: collectFonts(pages, []),
    pages,
    photobox: spec,
  }
}

/** A new box of this spec with the design's lid and no prints yet; throws for a bad spec. */
export function newPhotoboxDocument(spec: PhotoboxSpec, lid: PhotoboxLidDesign, id: string): DesignDocument {
  return parseDesignDocument(
    buildDocument(spec, lid, id, lidPage(photoboxLayout(spec), lid, null, lid.title), []),
  )
}

/** The print size of the box's format turned to the photo (landscape photos print landscape). */
export function boxPrintSize(
  spec: Pick<PhotoboxSpec, 'format'>,
  photo: { widthPx: number; heightPx: number },
) {
  return printSizeFor(PHOTOBOX_FORMAT_SIZES_MM[spec.format], photo)
}

/** One borderless print of the box: the photo covers the print and its bleed. */
export function boxPrintPage(id: string, spec: PhotoboxSpec, photo: PrintPhoto): Page {
  return photoPrintPage(id, boxPrintSize(spec, photo), photoboxLayout(spec).bleedMm, 'none', photo)
}

/** The lid page and the print pages of a box document. */
export function boxPages(doc: DesignDocument): { lid: Page | undefined; prints: Page[] } {
  const [lid, ...prints] = doc.pages
  return { lid, prints }
}

/** How many prints a box of this format can hold at most (the form's largest quantity). */
export function boxCapacity(spec: Pick<PhotoboxSpec, 'format'>): number {
  return PHOTOBOX_QUANTITY_MAX[spec.format]
}

function withPrints(doc: DesignDocument, prints: readonly Page[]): DesignDocument {
  const { lid } = boxPages(doc)
  return lid ? { ...doc, pages: [lid, ...prints] } : doc
}

/**
 * The box with these photos added as prints at the end, as far as the format's largest box holds
 * them (more than `quantity` is allowed while the shopper chooses: the count shows it and the cart
 * refuses it until some are removed).
 */
export function addPrints(
  doc: DesignDocument,
  photos: readonly { pageId: string; photo: PrintPhoto }[],
): DesignDocument {
  const spec = doc.photobox
  if (!spec) return doc
  const { prints } = boxPages(doc)
  const room = Math.max(0, boxCapacity(spec) - prints.length)
  const taken = new Set(doc.pages.map((p) => p.id))
  const added = photos
    .filter(({ pageId }) => !taken.has(pageId))
    .slice(0, room)
    .map(({ pageId, photo }) => boxPrintPage(pageId, spec, photo))
  return added.length === 0 ? doc : withPrints(doc, [...prints, ...added])
}

/** The box with one print moved to another place among the prints (0 = first print). */
export function movePrint(doc: DesignDocument, pageId: string, toIndex: number): DesignDocument {
  const { prints } = boxPages(doc)
  const from = prints.findIndex((p) => p.id === pageId)
  const to = Math.min(Math.max(0, Math.trunc(toIndex)), prints.length - 1)
  if (from < 0 || from === to) return doc
  const next = [...prints]
  const [moved] = next.splice(from, 1)
  if (!moved) return doc
  next.splice(to, 0, moved)
  return withPrints(doc, next)
}

export function removePrint(doc: DesignDocument, pageId: string): DesignDocument {
  const { prints } = boxPages(doc)
  const next = prints.filter((p) => p.id !== pageId)
  return next.length === prints.length ? doc : withPrints(doc, next)
}

/** A second print of the same photo and crop right after it ("Bild doppeln"), if the box has room. */
export function duplicatePrint(doc: DesignDocument, pageId: string, newId: string): DesignDocument {
  const spec = doc.photobox
  const { prints } = boxPages(doc)
  const index = prints.findIndex((p) => p.id === pageId)
  const page = prints[index]
  if (!spec || !page || prints.length >= boxCapacity(spec) || doc.pages.some((p) => p.id === newId)) {
    return doc
  }
  const photo = printPhotoOf(page)
  if (!photo) return doc
  const copy = reshapePrintPage(
    { ...page, id: newId },
    page.sizeMm ?? boxSizeOf(spec, photo),
    bleedOf(spec),
    'none',
  )
  const next = [...prints]
  next.splice(index + 1, 0, copy)
  return withPrints(doc, next)
}

/** The print with another crop of its photo (fitted to the print's aspect). */
export function cropPrint(doc: DesignDocument, pageId: string, crop: Crop): DesignDocument {
  const { prints } = boxPages(doc)
  if (!prints.some((p) => p.id === pageId)) return doc
  return withPrints(
    doc,
    prints.map((p) => (p.id === pageId ? withPrintCrop(p, crop) : p)),
  )
}

const bleedOf = (spec: Pick<PhotoboxSpec, 'format'>) => photoboxLayout(spec).bleedMm
const boxSizeOf = (spec: Pick<PhotoboxSpec, 'format'>, photo: { imageAspect: number }): SizeMm =>
  boxPrintSize(spec, { widthPx: photo.imageAspect, heightPx: 1 })

function lidPhotoOf(lid: Page | undefined): LidPhoto | null {
  const layer = lid?.layers.find((l): l is PhotoLayer => l.id === LID_PHOTO_ID && l.type === 'photo')
  if (!layer?.assetId) return null
  return { assetId: layer.assetId, crop: layer.crop, imageAspect: sourceAspect(layer.crop, layer) }
}

function lidTitleOf(lid: Page | undefined): string | null {
  const layer = lid?.layers.find((l) => l.id === LID_TITLE_ID)
  return layer?.type === 'text' ? layer.content : null
}

/**
 * The same box with another spec and, for another design, another lid look. A new format resizes the
 * lid (its photo re-fitted, the title kept, the shopper's own layers scaled) and turns every print to
 * the new size in its photo's orientation, each crop keeping its centre; type, material and quantity
 * change the spec alone.
 */
export function applyPhotoboxSpec(
  doc: DesignDocument,
  spec: PhotoboxSpec,
  design?: PhotoboxLidDesign,
): DesignDocument {
  const current = doc.photobox
  if (!current) return doc
  if (current.format === spec.format && !design) {
    return parseDesignDocument({ ...doc, photobox: spec })
  }
  const { lid, prints } = boxPages(doc)
  const look = design ?? lidDesignOfDocument(doc)
  const layout = photoboxLayout(spec)
  const fresh = lidPage(layout, look, lidPhotoOf(lid), lidTitleOf(lid) ?? look.title)
  const sx = layout.lid.width / doc.format.trimWidthMm
  const sy = layout.lid.height / doc.format.trimHeightMm
  const own = (lid?.layers ?? [])
    .filter((l) => l.id !== LID_PHOTO_ID && l.id !== LID_TITLE_ID)
    .map((l): Layer => ({ ...l, x: l.x * sx, y: l.y * sy, width: l.width * sx, height: l.height * sy }))
  const oldTitle = lid?.layers.find((l) => l.id === LID_TITLE_ID)
  const layers = (fresh.layers ?? []).map((layer) =>
    // The shopper's typeface, size and colour of the title stay when only the format changes.
    layer.id === LID_TITLE_ID && oldTitle?.type === 'text' && !design
      ? { ...oldTitle, ...box(layer) }
      : layer,
  )
  const lidPageNext: PageInput = {
    ...fresh,
    background: design ? fresh.background : (lid?.background ?? fresh.background),
    layers: [...layers, ...own],
  }
  const reshaped = prints.map((page) => {
    const photo = printPhotoOf(page)
    return photo ? reshapePrintPage(page, boxSizeOf(spec, photo), layout.bleedMm, 'none') : page
  })
  const built = buildDocument(spec, look, doc.id, lidPageNext, reshaped)
  return parseDesignDocument({
    ...built,
    palette: design ? { ...look.palette } : doc.palette,
    fonts: collectFonts(built.pages ?? [], design ? [] : doc.fonts),
  })
}

const box = (layer: { x?: number; y?: number; width?: number; height?: number }) => ({
  x: layer.x ?? 0,
  y: layer.y ?? 0,
  width: layer.width ?? 0,
  height: layer.height ?? 0,
})

/** The lid's look read back from the document (a format change keeps it). */
export function lidDesignOfDocument(doc: DesignDocument): PhotoboxLidDesign {
  const { lid } = boxPages(doc)
  const photo = lid?.layers.find((l) => l.id === LID_PHOTO_ID)
  const title = lid?.layers.find((l) => l.id === LID_TITLE_ID)
  const full = photo !== undefined && photo.x < 0 && photo.y < 0 && photo.height > doc.format.trimHeightMm
  const top = photo !== undefined && photo.x < 0 && !full
  return {
    palette: {
      paper: doc.palette.paper ?? '#ffffff',
      ink: doc.palette.ink ?? '#1f1f1f',
      accent: doc.palette.accent ?? '#1f1f1f',
    },
    fontFamily: title?.type === 'text' ? title.fontFamily : 'Inter',
    photo: full ? 'full' : top ? 'top' : 'window',
    title: title?.type === 'text' ? title.content : '',
  }
}

/** The photo a new print starts from: the upload's size, the crop that covers the print. */
export function printPhotoOfUpload(upload: { id: string; widthPx: number; heightPx: number }): PrintPhoto {
  return { assetId: upload.id, widthPx: upload.widthPx, heightPx: upload.heightPx }
}
