import { PHOTO_PRINT_BORDER_MM, type PhotoPrintBorder } from '@/lib/model/photo-print-keys'
import { aspectCrop, centreCoverCrop, sourceAspect } from './crop-fit'
import type { Box, SizeMm } from './geometry'
import type { Crop } from './layer-base'
import type { PhotoLayer } from './layers'
import type { Page } from './page'

/**
 * One photographic print as a page (ADR 0079), shared by the photo box and the photo prints: a page of
 * role `print` with its own size in the photo's orientation and exactly one photo layer. Borderless,
 * the photo covers the bleed box; with a white border the page is white and the photo sits inside the
 * trim, inset by PHOTO_PRINT_BORDER_MM, so the bleed stays white too.
 */

export interface PrintPhoto {
  assetId: string
  widthPx: number
  heightPx: number
  /** Absent: the largest centred crop that covers the print. */
  crop?: Crop
}

/** What a print page says about its photo: the pixel size is the upload's, not the document's. */
export interface PrintPhotoRef {
  assetId: string
  crop: Crop
  /** Width / height of the source image, recovered from the crop and the layer's box. */
  imageAspect: number
}

/** The photo layer's id on a print page: layer ids are unique across the whole document. */
export const printPhotoLayerId = (pageId: string) => `${pageId}-photo`

/** A format's size turned to the photo: a landscape photo prints landscape; squares stay as they are. */
export function printSizeFor(
  sizeMm: readonly [number, number],
  photo: { widthPx: number; heightPx: number },
): SizeMm {
  const short = Math.min(sizeMm[0], sizeMm[1])
  const long = Math.max(sizeMm[0], sizeMm[1])
  return photo.widthPx > photo.heightPx ? { width: long, height: short } : { width: short, height: long }
}

/** Where the photo lies on a print of `size`, mm from the trim's top-left corner. */
export function printPhotoBox(size: SizeMm, bleedMm: number, border: PhotoPrintBorder): Box {
  if (border === 'white') {
    const inset = PHOTO_PRINT_BORDER_MM
    return { x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset }
  }
  return { x: -bleedMm, y: -bleedMm, width: size.width + 2 * bleedMm, height: size.height + 2 * bleedMm }
}

function photoLayer(pageId: string, box: Box, assetId: string, crop: Crop): PhotoLayer {
  return {
    id: printPhotoLayerId(pageId),
    name: 'Foto',
    type: 'photo',
    ...box,
    rotation: 0,
    opacity: 1,
    locked: true,
    hidden: false,
    assetId,
    crop,
    placeholderLabel: 'Ihr Foto',
    shape: 'rect',
  }
}

/** A print page; a given crop keeps its centre and area share at the print's aspect. */
export function photoPrintPage(
  id: string,
  size: SizeMm,
  bleedMm: number,
  border: PhotoPrintBorder,
  photo: PrintPhoto,
): Page {
  const box = printPhotoBox(size, bleedMm, border)
  const imageAspect = photo.widthPx / photo.heightPx
  const crop = photo.crop ? aspectCrop(photo.crop, imageAspect, box) : centreCoverCrop(imageAspect, box)
  return {
    id,
    role: 'print',
    sizeMm: { width: size.width, height: size.height },
    background: { kind: 'color', color: '#ffffff' },
    layers: [photoLayer(id, box, photo.assetId, crop)],
  }
}

function photoOf(page: Page): PhotoLayer | null {
  const layer = page.layers.find((candidate) => candidate.type === 'photo')
  return layer?.type === 'photo' ? layer : null
}

/** The print's photo, or null for a page that is not a print with a photo. */
export function printPhotoOf(page: Page): PrintPhotoRef | null {
  const layer = photoOf(page)
  if (page.role !== 'print' || !layer?.assetId) return null
  return { assetId: layer.assetId, crop: layer.crop, imageAspect: sourceAspect(layer.crop, layer) }
}

/** The same print with another crop of its photo (fitted to the print's aspect). */
export function withPrintCrop(page: Page, crop: Crop): Page {
  const photo = printPhotoOf(page)
  const layer = photoOf(page)
  if (!photo || !layer) return page
  const fitted = aspectCrop(crop, photo.imageAspect, layer)
  return { ...page, layers: page.layers.map((l) => (l.id === layer.id ? { ...layer, crop: fitted } : l)) }
}

/** The same print at another size or border: the crop keeps its centre and area share. */
export function reshapePrintPage(page: Page, size: SizeMm, bleedMm: number, border: PhotoPrintBorder): Page {
  const photo = printPhotoOf(page)
  if (!photo) return page
  const box = printPhotoBox(size, bleedMm, border)
  const crop = aspectCrop(photo.crop, photo.imageAspect, box)
  return {
    ...page,
    sizeMm: { width: size.width, height: size.height },
    background: { kind: 'color', color: '#ffffff' },
    layers: [photoLayer(page.id, box, photo.assetId, crop)],
  }
}
