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
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { storedPhotoProduct } from './open-photo-product'

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
  /** The saved prints this edit continues (autosave target, ADR 0102); null for new prints or a line. */
  savedId: string | null
  revision: number | null
  /** Sets of the line. */
  quantity: number
  currency: ShopCurrency
  locale: ShopLocaleCode
  /** The photo-options groups (/price-api/prices/photo-options-groups) the page prices each print by. */
  groups: PhotoOptionGroupList
}

type Params = Record<string, string | string[] | undefined>

/**
 * The visitor's saved prints (`saved`) or photo-print line (`line`) the URL names, with its photos:
 * undefined when it names neither, null when it is not theirs.
 */
async function storedPrints(params: Params) {
  const stored = await storedPhotoProduct(params, 'photoprints')
  if (!stored) return stored
  const owner = await readRequestOwner()
  const used = new Set(
    stored.document.pages.flatMap((page) =>
      page.layers.flatMap((layer) => (layer.type === 'photo' && layer.assetId ? [layer.assetId] : [])),
    ),
  )
  const listed = new Map((await listUploads(await requestDb(), owner)).map((upload) => [upload.id, upload]))
  const photos: Record<string, PrintPhotoInfo> = {}
  for (const id of used) {
    const upload = listed.get(id)
    photos[id] = {
      ...uploadUrls(id),
      widthPx: upload?.widthPx ?? null,
      heightPx: upload?.heightPx ?? null,
    }
  }
  return { ...stored, photos }
}

/**
 * What the photo-print page opens (/{locale}/configurator-photoprint, ADR 0076): an empty order whose
 * new photos start with the URL's format, paper and border, or the visitor's autosaved prints
 * (`saved`, ADR 0102) or cart line (`line`) to change. Null (a 404) for a saved design or line that is
 * not the visitor's photo prints. Both brands sell
 * prints, in the shop's currency.
 */
export async function openPhotoPrints(ctx: ShopContext, params: Params): Promise<OpenedPhotoPrints | null> {
  const stored = await storedPrints(params)
  if (stored === null) return null
  const currency = shopCurrencyOf(ctx.locale)
  return {
    documentId: stored?.document.id ?? randomUUID(),
    document: stored?.document ?? null,
    photos: stored?.photos ?? {},
    defaults: readPhotoPrintDefaults(params),
    lineId: stored?.lineId ?? null,
    savedId: stored?.savedId ?? null,
    revision: stored?.revision ?? null,
    quantity: stored?.quantity ?? 1,
    currency,
    locale: ctx.locale,
    groups: photoOptionGroups(ctx.locale, currency).groups,
  }
}
