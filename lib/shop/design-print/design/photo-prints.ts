import { PHOTO_PRINT_FORMAT_SIZES_MM } from '@/lib/model/photo-print-keys'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from './document'
import { orientationOf } from './geometry'
import type { Crop } from './layer-base'
import type { Page } from './page'
import {
  photoPrintPage,
  printPhotoOf,
  printSizeFor,
  reshapePrintPage,
  withPrintCrop,
  type PrintPhoto,
} from './photo-print-page'
import {
  PHOTO_PRINT_BLEED_MM,
  PHOTO_PRINT_FORMAT_KEY,
  PHOTO_PRINT_SAFE_MARGIN_MM,
  type PhotoPrintItem,
} from './photo-prints-spec'

/**
 * Photo-print documents (ADR 0076): one `print` page per photo, `photoPrints.items[i]` saying how
 * pages[i] is printed (format, paper, border, copies). The page's size is the item's format turned to
 * the photo, so a landscape photo prints landscape; its crop keeps its centre when the format or
 * border changes. A new set is checked against the schema; the edits after it build on a checked
 * document from typed parts and share every page they do not change, so a list of 200 prints stays
 * quick to edit on a phone (the cart checks the whole document again when it is sent).
 */

export interface PhotoPrintEntry {
  photo: PrintPhoto
  item: PhotoPrintItem
  /** Kept when given (a row's identity on the page); new prints get the next free `print-<n>`. */
  pageId?: string
}

function pageOf(pageId: string, photo: PrintPhoto, item: PhotoPrintItem): Page {
  const size = printSizeFor(PHOTO_PRINT_FORMAT_SIZES_MM[item.format], photo)
  return photoPrintPage(pageId, size, PHOTO_PRINT_BLEED_MM, item.border, photo)
}

function documentOf(id: string, pages: Page[], items: PhotoPrintItem[]): DesignDocument {
  const first = pages[0]?.sizeMm ?? { width: 100, height: 150 }
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    format: {
      key: PHOTO_PRINT_FORMAT_KEY,
      trimWidthMm: first.width,
      trimHeightMm: first.height,
      bleedMm: PHOTO_PRINT_BLEED_MM,
      safeMarginMm: PHOTO_PRINT_SAFE_MARGIN_MM,
      fold: 'none',
      orientation: orientationOf(first),
      cut: 'rect',
      cornerRadiusMm: 0,
    },
    palette: {},
    fonts: [],
    pages,
    photoPrints: { items },
  }
}

/** Page ids `print-<n>` not yet taken, in order. */
function freshIds(taken: readonly Page[], count: number): string[] {
  const used = new Set(taken.map((page) => page.id))
  const ids: string[] = []
  for (let n = 1; ids.length < count; n++) if (!used.has(`print-${n}`)) ids.push(`print-${n}`)
  return ids
}

/** A set of prints, one page per entry in order; throws DesignDocumentError when it is not valid. */
export function newPhotoPrintsDocument(entries: readonly PhotoPrintEntry[], id: string): DesignDocument {
  return parseDesignDocument(appendPrints(null, entries, id))
}

/** The prints of `doc` (or none) followed by new ones. */
export function appendPrints(
  doc: DesignDocument | null,
  entries: readonly PhotoPrintEntry[],
  id: string = doc?.id ?? 'photoprints',
): DesignDocument {
  const pages = [...(doc?.pages ?? [])]
  const items = [...(doc?.photoPrints?.items ?? [])]
  const ids = freshIds(
    [...pages, ...entries.flatMap((e) => (e.pageId ? [{ id: e.pageId } as Page] : []))],
    entries.length,
  )
  entries.forEach((entry, i) => {
    pages.push(pageOf(entry.pageId ?? ids[i]!, entry.photo, entry.item))
    items.push({ ...entry.item })
  })
  return documentOf(id, pages, items)
}

function itemsOf(doc: DesignDocument): PhotoPrintItem[] {
  if (!doc.photoPrints) throw new Error('not a photo-print document')
  return doc.photoPrints.items
}

/** The page at its item's format and border, turned as its photo is; the crop keeps its centre. */
function reshaped(page: Page, item: PhotoPrintItem): Page {
  const photo = printPhotoOf(page)
  if (!photo) return page
  const size = printSizeFor(PHOTO_PRINT_FORMAT_SIZES_MM[item.format], {
    widthPx: photo.imageAspect,
    heightPx: 1,
  })
  return reshapePrintPage(page, size, PHOTO_PRINT_BLEED_MM, item.border)
}

/** One print's format, paper, border or copies changed; a new format or border re-sizes its page. */
export function setPrintItem(
  doc: DesignDocument,
  index: number,
  patch: Partial<PhotoPrintItem>,
): DesignDocument {
  return setPrintItems(doc, (i) => (i === index ? patch : null))
}

/** "Für alle": the same choice for every print. */
export function setAllPrintItems(doc: DesignDocument, patch: Partial<PhotoPrintItem>): DesignDocument {
  return setPrintItems(doc, () => patch)
}

function setPrintItems(
  doc: DesignDocument,
  patchOf: (index: number) => Partial<PhotoPrintItem> | null,
): DesignDocument {
  const items = itemsOf(doc)
  const next = items.map((item, i) => {
    const patch = patchOf(i)
    return patch ? { ...item, ...patch } : item
  })
  const pages = doc.pages.map((page, i) => {
    const before = items[i]
    const after = next[i]
    if (!before || !after || (before.format === after.format && before.border === after.border)) return page
    return reshaped(page, after)
  })
  return documentOf(doc.id, pages, next)
}

/** One print cropped anew (fitted to the print's aspect). */
export function cropPrint(doc: DesignDocument, index: number, crop: Crop): DesignDocument {
  const pages = doc.pages.map((page, i) => (i === index ? withPrintCrop(page, crop) : page))
  return documentOf(doc.id, pages, itemsOf(doc))
}

/** The set without one print; null when it was the last (a set has at least one print). */
export function removePrint(doc: DesignDocument, index: number): DesignDocument | null {
  const items = itemsOf(doc)
  if (items.length <= 1) return null
  return documentOf(
    doc.id,
    doc.pages.filter((_, i) => i !== index),
    items.filter((_, i) => i !== index),
  )
}
