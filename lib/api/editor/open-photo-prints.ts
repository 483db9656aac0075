import 'server-only'
import { randomUUID } from 'node:crypto'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { listUploads, uploadUrls } from '@/lib/shop/design-print/uploads/uploads'
import { photoOptionGroups } from '@/lib/shop/photo-products/photo-frame/selection'
import {
  readPhotoPrintDefaults,
  type PhotoPrintDefaults,
} from '@/lib/shop/photo-products/photo-prints/configurator-query'
import { cartPhotoProductLine } from '@/lib/shop/sales/cart/cart'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/** What the page knows of an uploaded photo: its pictures and, for the resolution warning, its pixels. */
export interface PrintPhotoInfo {
  thumbUrl: string
  previewUrl: string
  /** Null when the upload is no longer listed (the warning is then left out, never guessed). */
  widthPx: number | null
  heightPx: number | null
}

export type PhotoOptionGroupList = ReturnType<typeof photoOptionGroups>['groups']

export interface OpenedPhotoPrints {
  /** The id the set's document has (or gets with its first photo). */
  documentId: string
  /** The line's prints, or null for a new order (a set has at least one print). */
  document: DesignDocument | null
  photos: Record<string, PrintPhotoInfo>
  defaults: PhotoPrintDefaults
  /** The cart line this edit saves back to (PATCH); null for new prints. */
  lineId: string | null
  /** Sets of the line. */
  quantity: number
  currency: ShopCurrency
  locale: ShopLocaleCode
  /** The photo-options groups (/price-api/prices/photo-options-groups) the page prices each print by. */
  groups: PhotoOptionGroupList
}

type Params = Record<string, string | string[] | undefined>

/** The visitor's photo-print line the URL names, with its photos; null when it is not theirs. */
async function storedLine(line: string) {
  const owner = await readRequestOwner()
  if (!owner.visitorKey && !owner.customerId) return null
  const db = await requestDb()
  const row = await cartPhotoProductLine(db, owner, line, 'photoprints')
  if (!row?.document.photoPrints) return null
  const used = new Set(
    row.document.pages.flatMap((page) =>
      page.layers.flatMap((layer) => (layer.type === 'photo' && layer.assetId ? [layer.assetId] : [])),
    ),
  )
  const listed = new Map((await listUploads(db, owner)).map((upload) => [upload.id, upload]))
  const photos: Record<string, PrintPhotoInfo> = {}
  for (const id of used) {
    const upload = listed.get(id)
    photos[id] = {
      ...uploadUrls(id),
      widthPx: upload?.widthPx ?? null,
      heightPx: upload?.heightPx ?? null,
    }
  }
  return { document: row.document, quantity: row.quantity, photos }
}

/**
 * What the photo-print page opens (/{locale}/configurator-photoprint, ADR 0076): an empty order whose
 * new photos start with the URL's format, paper and border, or the visitor's cart line (`line`) to
 * change. Null (a 404) for a line that is not the visitor's or not photo prints. Both brands sell
 * prints, in the shop's currency.
 */
export async function openPhotoPrints(ctx: ShopContext, params: Params): Promise<OpenedPhotoPrints | null> {
  const line = typeof params.line === 'string' ? params.line : undefined
  const stored = line === undefined ? undefined : await storedLine(line)
  if (stored === null) return null
  const currency = shopCurrencyOf(ctx.locale)
  return {
    documentId: stored?.document.id ?? randomUUID(),
    document: stored?.document ?? null,
    photos: stored?.photos ?? {},
    defaults: readPhotoPrintDefaults(params),
    lineId: stored ? (line ?? null) : null,
    quantity: stored?.quantity ?? 1,
    currency,
    locale: ctx.locale,
    groups: photoOptionGroups(ctx.locale, currency).groups,
  }
}
