import { and, inArray } from 'drizzle-orm'
import { uploads } from '@/lib/db/schema/uploads'
import type { Db } from '@/lib/db/types'
import { ownedBy, type ShopOwner } from '@/lib/shop/common/owner'
import { ShopError } from '@/lib/shop/common/errors'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { layerAssetIds } from '@/lib/shop/design-print/design/document-walk'
import { calendarLineOptions, priceCalendarLine } from '@/lib/shop/photo-products/calendar/line'
import { photobookLineOptions, pricePhotobookLine } from '@/lib/shop/photo-products/photobook/line'
import type { Market } from '@/lib/shop/sales/pricing/market'

/**
 * Checks shared by the calendar and photo-book lines of the cart (ADR 0070): the document carries the
 * spec of the line's kind, the price list makes it in that quantity, and every image it shows is one of
 * the owner's uploads (the print file resolves only the order's own uploads: a foreign id would print
 * an empty slot).
 */

export type PhotoProductKind = 'calendar' | 'photobook'

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

/** One query for all of a book's photos (a 200-page book may hold hundreds). */
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
  if (document[kind] !== undefined) return
  const message =
    kind === 'calendar'
      ? 'a calendar line needs the design document with its calendar spec'
      : 'a photo-book line needs the design document with its photobook spec'
  throw new ShopError(message, { status: 422, field: `snapshot.${kind}` })
}

/** The price list makes this calendar or book in this quantity; else a 422 naming the spec's field. */
export function assertPhotoProductSells(
  kind: PhotoProductKind,
  document: DesignDocument,
  quantity: number,
  market: Market,
): void {
  assertKindOf(kind, document)
  try {
    if (kind === 'calendar' && document.calendar) {
      priceCalendarLine(calendarLineOptions(document.calendar, quantity), market)
    }
    if (kind === 'photobook' && document.photobook) {
      pricePhotobookLine(photobookLineOptions(document.photobook, quantity), market)
    }
  } catch (error) {
    if (!(error instanceof ShopError) || error.options.field === 'quantity') throw error
    throw new ShopError(error.message, {
      status: 422,
      field: `snapshot.${kind}.${error.options.field ?? 'formatType'}`,
    })
  }
}
