import 'server-only'
import { SHOP_LOCALES, type ShopLocaleCode } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { SPEC_FIELD_OF_PRODUCT, type PhotoProduct } from '@/lib/shop/design-print/saved-designs/schema'
import { cartPhotoProductLine } from '@/lib/shop/sales/cart/cart'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/** The configurator page's query as Next hands it over. */
export type ConfiguratorParams = Record<string, string | string[] | undefined>

/** A query value given once; a repeated or missing one is none. */
export const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** The owner `readRequestOwner` gives: the visitor key and the signed-in customer, either may be null. */
export type RequestOwner = Awaited<ReturnType<typeof readRequestOwner>>

/** A photo product the visitor already has: a saved design to continue or a cart line to edit. */
export interface StoredPhotoProduct {
  document: DesignDocument
  /** The saved design this edit continues (autosave target); null for a cart line. */
  savedId: string | null
  revision: number | null
  /** The cart line this edit saves back to (PATCH); null for a saved design. */
  lineId: string | null
  quantity: number
}

/** What every opened calendar or book carries besides its own config and choices. */
export interface OpenedPhotoProduct<Config, Choices> {
  document: DesignDocument
  config: Config
  choices: Choices
  /** The saved design this edit continues (autosave target); null for a new one. */
  savedId: string | null
  revision: number | null
  /** The cart line this edit saves back to (PATCH); null for a new one. */
  lineId: string | null
  quantity: number
  currency: ShopCurrency
  country: string
  locale: ShopLocaleCode
  /** The opening price as the product's price endpoint answers it, so the first paint has one. */
  openingPrice: { key: string; total: number; unitPrice: number } | null
  /** The configurator's own path (the options form's action; the URL the editor keeps current). */
  configuratorHref: string
  /** The overview's query the shopper came from, kept in every URL the configurator writes. */
  list: string | null
}

/**
 * The visitor's saved design (`saved`) or cart line (`line`) of this product the URL names: undefined
 * when it names neither, null when it is not the visitor's or another product (the page's 404).
 */
export async function storedPhotoProduct(
  params: ConfiguratorParams,
  kind: PhotoProduct,
  /** Who asks; by default the page's request. The proxy's check passes its own (visitor-subject-check.ts). */
  readOwner: () => Promise<RequestOwner> = readRequestOwner,
): Promise<StoredPhotoProduct | null | undefined> {
  const spec = SPEC_FIELD_OF_PRODUCT[kind]
  const saved = one(params.saved)
  const line = one(params.line)
  if (saved === undefined && line === undefined) return undefined
  const owner = await readOwner()
  if (!owner.visitorKey && !owner.customerId) return null
  const db = await requestDb()
  if (saved !== undefined) {
    const savedOwner = savedDesignOwnerOf(owner)
    const design = savedOwner ? await getSavedDesign(db, savedOwner, saved) : null
    if (design?.product !== kind || !design.document[spec]) return null
    return {
      document: design.document,
      savedId: design.id,
      revision: design.revision,
      lineId: null,
      quantity: 1,
    }
  }
  const row = await cartPhotoProductLine(db, owner, line ?? '', kind)
  if (!row?.document[spec]) return null
  return {
    document: row.document,
    savedId: null,
    revision: null,
    lineId: line ?? null,
    quantity: row.quantity,
  }
}

/** The parts of an opened product that follow from the shop and from what was stored, if anything. */
export function openedFacts(
  ctx: ShopContext,
  stored: StoredPhotoProduct | undefined,
  params: ConfiguratorParams,
): Pick<
  OpenedPhotoProduct<unknown, unknown>,
  'savedId' | 'revision' | 'lineId' | 'currency' | 'country' | 'locale' | 'list'
> {
  return {
    savedId: stored?.savedId ?? null,
    revision: stored?.revision ?? null,
    lineId: stored?.lineId ?? null,
    currency: shopCurrencyOf(ctx.locale),
    country: SHOP_LOCALES[ctx.localeSegment].country,
    locale: ctx.locale,
    list: one(params.list) ?? null,
  }
}
