import { PHOTO_PRINT_FORMAT_SIZES_MM } from '@/lib/model/photo-print-keys'
import { PHOTOBOX_FORMAT_SIZES_MM } from '@/lib/model/photobox-keys'
import type { CollageSpec } from '../collage-spec'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from '../document'
import { orientationOf } from '../geometry'
import { photoPrintPage, printSizeFor } from '../photo-print-page'
import {
  PHOTO_PRINT_BLEED_MM,
  PHOTO_PRINT_FORMAT_KEY,
  type PhotoPrintItem,
  type PhotoPrintsSpec,
} from '../photo-prints-spec'
import { photoboxFormatKey, photoboxLayout, type PhotoboxSpec } from '../photobox-spec'
import { newWallArtDocument, wallArtPhoto, type WallArtSpec } from '../wall-art'

/**
 * Documents of the three photo products for tests below the builders (ADR 0079), built straight
 * from the model so the checks, the cart and the print files can be tested on their own.
 */

export const boxSpec = (patch: Partial<PhotoboxSpec> = {}): PhotoboxSpec => ({
  designType: 'dt41',
  type: 'standard',
  format: '10x15',
  material: 'photo-matt',
  quantity: 10,
  ...patch,
})

/** Alternating landscape and portrait uploads: 1200 × 1800 and 1800 × 1200 px. */
export const uploadPhoto = (i: number, assetIds?: readonly string[]) => ({
  assetId: assetIds?.[i % assetIds.length] ?? `up-${i + 1}`,
  widthPx: i % 2 === 0 ? 1200 : 1800,
  heightPx: i % 2 === 0 ? 1800 : 1200,
})

export function photoboxDocument(
  spec: PhotoboxSpec = boxSpec(),
  prints: number = spec.quantity,
  assetIds?: readonly string[],
): DesignDocument {
  const layout = photoboxLayout(spec)
  const size = PHOTOBOX_FORMAT_SIZES_MM[spec.format]
  return parseDesignDocument({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'box',
    format: {
      key: photoboxFormatKey(spec),
      trimWidthMm: layout.lid.width,
      trimHeightMm: layout.lid.height,
      bleedMm: layout.bleedMm,
      safeMarginMm: layout.safeMarginMm,
      fold: 'none',
      orientation: orientationOf(layout.lid),
    },
    palette: {},
    fonts: [],
    pages: [
      {
        id: 'lid',
        role: 'front',
        background: { kind: 'color', color: '#f4efe6' },
        layers: [
          {
            id: 'lid-photo',
            name: 'Foto',
            type: 'photo',
            x: 10,
            y: 10,
            width: layout.lid.width - 20,
            height: layout.lid.height - 40,
            assetId: assetIds?.[0] ?? 'up-lid',
            crop: { x: 0, y: 0, width: 1, height: 1 },
            placeholderLabel: 'Ihr Foto',
          },
        ],
      },
      ...Array.from({ length: prints }, (_, i) => {
        const photo = uploadPhoto(i, assetIds)
        return photoPrintPage(`print-${i + 1}`, printSizeFor(size, photo), layout.bleedMm, 'none', photo)
      }),
    ],
    photobox: spec,
  })
}

export const printItem = (patch: Partial<PhotoPrintItem> = {}): PhotoPrintItem => ({
  format: '10x15',
  paper: 'matt',
  border: 'none',
  copies: 1,
  ...patch,
})

export function photoPrintsDocument(
  items: PhotoPrintItem[] = [printItem()],
  assetIds?: readonly string[],
): DesignDocument {
  const pages = items.map((item, i) => {
    const photo = uploadPhoto(i, assetIds)
    const size = printSizeFor(PHOTO_PRINT_FORMAT_SIZES_MM[item.format], photo)
    return photoPrintPage(`print-${i + 1}`, size, PHOTO_PRINT_BLEED_MM, item.border, photo)
  })
  const first = pages[0]?.sizeMm ?? { width: 100, height: 150 }
  const spec: PhotoPrintsSpec = { items }
  return parseDesignDocument({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'prints',
    format: {
      key: PHOTO_PRINT_FORMAT_KEY,
      trimWidthMm: first.width,
      trimHeightMm: first.height,
      bleedMm: PHOTO_PRINT_BLEED_MM,
      safeMarginMm: 0,
      fold: 'none',
      orientation: orientationOf(first),
    },
    palette: {},
    fonts: [],
    pages,
    photoPrints: spec,
  })
}

export const posterCollageArt = (patch: Partial<WallArtSpec> = {}): WallArtSpec => ({
  material: 'poster',
  widthMm: 300,
  heightMm: 400,
  frame: null,
  canvas: null,
  ...patch,
})

export const collageSpec = (patch: Partial<CollageSpec> = {}): CollageSpec => ({
  designId: 13,
  layout: 'grid-2x2',
  mode: 'poster',
  spacingMm: 5,
  color: '#ffffff',
  ...patch,
})

/** A 2 × 2 collage on wall art's page: four cells inside the spacing, optional text on top. */
export function collageDocument(
  wallArt: WallArtSpec = posterCollageArt(),
  collage: CollageSpec = collageSpec(),
  options: { assetIds?: readonly string[]; text?: string } = {},
): DesignDocument {
  const base = newWallArtDocument(wallArt, 'collage')
  const page = base.pages[0]
  const template = wallArtPhoto(base)
  if (!page) throw new Error('wall art has a page')
  const s = collage.spacingMm
  const w = (wallArt.widthMm - 3 * s) / 2
  const h = (wallArt.heightMm - 3 * s) / 2
  const cells = [0, 1, 2, 3].map((i) => ({
    ...template,
    id: `cell-${i + 1}`,
    locked: false,
    x: s + (i % 2) * (w + s),
    y: s + Math.floor(i / 2) * (h + s),
    width: w,
    height: h,
    assetId: options.assetIds?.[i % options.assetIds.length] ?? `up-${i + 1}`,
  }))
  const text =
    options.text === undefined
      ? []
      : [
          {
            id: 'collage-text',
            name: 'Text',
            type: 'text' as const,
            x: 20,
            y: 20,
            width: 200,
            height: 30,
            content: options.text,
            fontFamily: 'Lato',
            fontSizePt: 24,
            fontWeight: 400,
            color: '#111111',
          },
        ]
  return parseDesignDocument({
    ...base,
    fonts: options.text === undefined ? [] : [{ family: 'Lato', weights: [400], italic: false }],
    pages: [{ ...page, background: { kind: 'color', color: collage.color }, layers: [...cells, ...text] }],
    collage,
  })
}
