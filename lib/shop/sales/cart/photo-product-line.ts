import { and, inArray } from 'drizzle-orm'
import type { LocaleCode } from '@/lib/config/locales'
import { uploads } from '@/lib/db/schema/uploads'
import type { Db } from '@/lib/db/types'
import { ownedBy, type ShopOwner } from '@/lib/shop/common/owner'
import { ShopError } from '@/lib/shop/common/errors'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { layerAssetIds } from '@/lib/shop/design-print/design/document-walk'
import { CALENDAR_LIMITS } from '@/lib/shop/photo-products/calendar/config'
import {
  calendarLineOptions,
  priceCalendarLine,
  type CalendarLineQuote,
} from '@/lib/shop/photo-products/calendar/line'
import {
  COLLAGE_MAX_AMOUNT,
  collageLineOptions,
  priceCollageLine,
} from '@/lib/shop/photo-products/collage/line'
import { PHOTOBOOK_MAX_AMOUNT } from '@/lib/shop/photo-products/photobook/config'
import {
  photobookLineOptions,
  pricePhotobookLine,
  type PhotobookLineQuote,
} from '@/lib/shop/photo-products/photobook/line'
import {
  PHOTOBOX_MAX_AMOUNT,
  photoboxLineOptions,
  pricePhotoboxLine,
  type PhotoboxLineQuote,
} from '@/lib/shop/photo-products/photobox/line'
import {
  PHOTO_PRINTS_MAX_AMOUNT,
  photoPrintsLineOptions,
  pricePhotoPrintsLine,
  type PhotoPrintsLineQuote,
} from '@/lib/shop/photo-products/photo-prints/line'
import type { WallArtLineQuote } from '@/lib/shop/photo-products/wall-art/line'
import type { Market } from '@/lib/shop/sales/pricing/market'

/**
 * Checks and prices shared by the photo-product lines of the cart (ADR 0070, 0078): calendars, photo
 * books, photo boxes, photo prints and collages. The document carries the spec of the line's kind, the
 * price list makes it in that quantity, and every image it shows is one of the owner's uploads (the
 * print file resolves only the order's own uploads: a foreign id would print an empty slot).
 */

export const PHOTO_PRODUCT_KINDS = ['calendar', 'photobook', 'photobox', 'photoprints', 'collage'] as const
export type PhotoProductKind = (typeof PHOTO_PRODUCT_KINDS)[number]

/** The document field that holds each kind's spec (a collage also needs `wallArt`). */
export const SPEC_OF_KIND = {
  calendar: 'calendar',
  photobook: 'photobook',
  photobox: 'photobox',
  photoprints: 'photoPrints',
  collage: 'collage',
} as const satisfies Record<PhotoProductKind, keyof DesignDocument>

/** Most pieces of one line: calendars 500, photo books 100, boxes 20, sets of prints 10, collages 50. */
export const MAX_AMOUNT_OF_KIND = {
  calendar: CALENDAR_LIMITS.maxAmount,
  photobook: PHOTOBOOK_MAX_AMOUNT,
  photobox: PHOTOBOX_MAX_AMOUNT,
  photoprints: PHOTO_PRINTS_MAX_AMOUNT,
  collage: COLLAGE_MAX_AMOUNT,
} as const satisfies Record<PhotoProductKind, number>

export function isPhotoProductKind(kind: string): kind is PhotoProductKind {
  return (PHOTO_PRODUCT_KINDS as readonly string[]).includes(kind)
}

const KIND_NAMES: Record<PhotoProductKind, string> = {
  calendar: 'a calendar line',
  photobook: 'a photo-book line',
  photobox: 'a photo-box line',
  photoprints: 'a photo-print line',
  collage: 'a collage line',
}

/** Every image of the document with the field that names it, page by page, layer by layer. */
function assetsOf(document: DesignDocument): { assetId: string; field: string }[] {
  return document.pages.flatMap((page, p) => [
    ...(page.background.kind === 'image'
      ? [{ assetId: page.background.assetId, field: `snapshot.pages.${p}.background.assetId` }]
      : []),
    ...page.layers.flatMap((layer, l) =>
      layerAssetIds(layer).map((assetId) => ({
        assetId,
        field: `snapshot.pages.${p}.layers.${l}.${layer.type === 'photo' ? 'assetId' : 'source.assetId'}`,
      })),
    ),
  ])
}

/** One query for all of a product's photos (a 200-page book or 250 prints may hold hundreds). */
export async function assertOwnPhotos(db: Db, owner: ShopOwner, document: DesignDocument): Promise<void> {
  const assets = assetsOf(document)
  if (assets.length === 0) return
  const ids = [...new Set(assets.map((asset) => asset.assetId))]
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), ownedBy(uploads, owner)))
  const own = new Set(rows.map((row) => row.id))
  const foreign = assets.find((asset) => !own.has(asset.assetId))
  if (foreign) {
    throw new ShopError('A photo is not one of your uploads; upload it again', {
      status: 422,
      field: foreign.field,
    })
  }
}

/** The document's spec of the line's kind, or a 422: a calendar line cannot carry a photo book. */
export function assertKindOf(kind: PhotoProductKind, document: DesignDocument): void {
  const spec = SPEC_OF_KIND[kind]
  if (document[spec] === undefined) {
    throw new ShopError(`${KIND_NAMES[kind]} needs the design document with its ${spec} spec`, {
      status: 422,
      field: `snapshot.${spec}`,
    })
  }
  if (kind === 'collage' && document.wallArt === undefined) {
    throw new ShopError('a collage line needs the design document with its wallArt spec', {
      status: 422,
      field: 'snapshot.wallArt',
    })
  }
}

const BOX_COUNT = {
  de: (holds: number, chosen: number) => `Die Box fasst ${holds} Bilder, gewählt sind ${chosen}.`,
  en: (holds: number, chosen: number) => `The box holds ${holds} pictures; ${chosen} are chosen.`,
}

/**
 * A box is sold full (ADR 0078): as many prints as it holds, no more, no fewer. The editor may hold
 * more photos while the shopper chooses; the cart takes the box once the count is right.
 */
function assertBoxFull(document: DesignDocument, locale: LocaleCode | undefined): void {
  const spec = document.photobox
  if (!spec) return
  const chosen = document.pages.filter((page) => page.role === 'print').length
  if (chosen === spec.quantity) return
  const message = BOX_COUNT[locale?.startsWith('en') ? 'en' : 'de'](spec.quantity, chosen)
  throw new ShopError(message, { status: 422, field: 'snapshot.pages' })
}

export type PhotoProductQuote =
  CalendarLineQuote | PhotobookLineQuote | PhotoboxLineQuote | PhotoPrintsLineQuote | WallArtLineQuote

export interface PricedPhotoProduct {
  unitPrice: number
  total: number
  vatBasisPoints: number
  /** The line options with the quantity: what the order line stores and the order quote re-reads. */
  engineInput: Record<string, unknown>
  quote: PhotoProductQuote
}

const priced = <O extends object>(options: O, quote: PhotoProductQuote): PricedPhotoProduct => ({
  unitPrice: quote.unitPrice,
  total: quote.total,
  vatBasisPoints: quote.vatBasisPoints,
  engineInput: { ...options } as Record<string, unknown>,
  quote,
})

/**
 * The price of a photo-product line from its document's spec alone. Refusals are the price list's
 * (a ShopError naming the spec's field, or `quantity`); a photo box must also be full.
 */
export function pricePhotoProduct(
  kind: PhotoProductKind,
  document: DesignDocument,
  quantity: number,
  market: Market,
  locale?: LocaleCode,
): PricedPhotoProduct {
  assertKindOf(kind, document)
  const { calendar, photobook, photobox, photoPrints, collage, wallArt } = document
  if (calendar && kind === 'calendar') {
    const options = calendarLineOptions(calendar, quantity)
    return priced(options, priceCalendarLine(options, market))
  }
  if (photobook && kind === 'photobook') {
    const options = photobookLineOptions(photobook, quantity)
    return priced(options, pricePhotobookLine(options, market))
  }
  if (photobox && kind === 'photobox') {
    assertBoxFull(document, locale)
    const options = photoboxLineOptions(photobox, quantity)
    return priced(options, pricePhotoboxLine(options, market))
  }
  if (photoPrints && kind === 'photoprints') {
    const options = photoPrintsLineOptions(photoPrints, quantity)
    return priced(options, pricePhotoPrintsLine(options, market))
  }
  if (collage && wallArt && kind === 'collage') {
    const options = collageLineOptions({ collage, wallArt }, quantity)
    return priced(options, priceCollageLine(options, market))
  }
  throw new ShopError(`${KIND_NAMES[kind]} needs its spec`, { status: 422, field: 'snapshot' })
}

/** The field a price-list refusal names inside the snapshot: collages are priced by their wallArt. */
const SPEC_FIELD_OF_KIND: Record<PhotoProductKind, { spec: string; fallback: string }> = {
  calendar: { spec: 'calendar', fallback: 'formatType' },
  photobook: { spec: 'photobook', fallback: 'type' },
  photobox: { spec: 'photobox', fallback: 'format' },
  photoprints: { spec: 'photoPrints', fallback: 'items' },
  collage: { spec: 'wallArt', fallback: 'widthMm' },
}

/** A refusal's field as the cart names it: `snapshot.<spec>.<field>`, or as it was when it names the line. */
export function snapshotField(kind: PhotoProductKind, error: ShopError): string {
  const field = error.options.field
  if (field === 'quantity' || field?.startsWith('snapshot')) return field
  const { spec, fallback } = SPEC_FIELD_OF_KIND[kind]
  return `snapshot.${spec}.${field ?? fallback}`
}

/** The price list makes this product in this quantity; else a 422 naming the snapshot's field. */
export function assertPhotoProductSells(
  kind: PhotoProductKind,
  document: DesignDocument,
  quantity: number,
  market: Market,
  locale?: LocaleCode,
): void {
  try {
    pricePhotoProduct(kind, document, quantity, market, locale)
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    const field = snapshotField(kind, error)
    if (field === error.options.field) throw error
    throw new ShopError(error.message, { status: 422, field })
  }
}
