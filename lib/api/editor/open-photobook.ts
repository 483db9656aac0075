import 'server-only'
import { randomUUID } from 'node:crypto'
import { PHOTOBOOK_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { SHOP_LOCALES, type ShopLocaleCode } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import { shopHref } from '@/lib/seo/urls'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import {
  mostPopularPhotobookSet,
  photobookSetOf,
  readPhotobookConfig,
  type PhotobookConfig,
} from '@/lib/shop/photo-products/photobook/configurator-query'
import {
  findDesignGroupSet,
  type PhotobookDesignGroupSet,
} from '@/lib/shop/photo-products/photobook/design-group-sets'
import {
  photobookOverviewSearch,
  photobookOverviewStateOfList,
} from '@/lib/shop/photo-products/photobook/overview-state'
import { photobookPriceQuery } from '@/lib/shop/photo-products/photobook/price-query'
import { quotePhotobook } from '@/lib/shop/photo-products/photobook/pricing'
import { photobookTemplateOf } from '@/lib/shop/photo-products/photobook/template'
import { cartPhotoProductLine } from '@/lib/shop/sales/cart/cart'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { photobookChoices, type PhotobookChoices } from './photobook-choices'

export interface OpenedPhotobook {
  document: DesignDocument
  config: PhotobookConfig
  choices: PhotobookChoices
  /** The saved design this edit continues (autosave target); null for a new book. */
  savedId: string | null
  revision: number | null
  /** The cart line this edit saves back to (PATCH); null for a new book. */
  lineId: string | null
  quantity: number
  currency: ShopCurrency
  country: string
  locale: ShopLocaleCode
  /** The opening book's price as /web-api/photobook-price answers it, so the first paint has one. */
  openingPrice: { key: string; total: number; unitPrice: number } | null
  /** "← Alle Fotobücher": our own overview with the filters the shopper came with. */
  backHref: string
  /** The configurator's own path (the options form's action; the URL the editor keeps current). */
  configuratorHref: string
  /** The overview's query the shopper came from, kept in every URL the configurator writes. */
  list: string | null
}

export interface PhotobookParams {
  [key: string]: string | string[] | undefined
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** The spec of a configured book (the URL's options, the cart's quantity aside). */
export function specOfConfig(config: PhotobookConfig): PhotobookSpec {
  return {
    designGroupSetId: config.designGroupSetId,
    type: config.type,
    format: config.format,
    cover: config.cover,
    binding: config.binding,
    paper: config.paper,
    coverLamination: config.coverLamination,
    pageCount: config.pageCount,
  }
}

/** The config a stored book opens with: its own spec, the URL's amount where it gave one. */
function configOfSpec(spec: PhotobookSpec, quantity: number): PhotobookConfig {
  return { ...spec, amount: quantity, categoryIds: [] }
}

async function storedBook(params: PhotobookParams): Promise<
  | {
      document: DesignDocument
      savedId: string | null
      revision: number | null
      lineId: string | null
      quantity: number
    }
  | null
  | undefined
> {
  const saved = one(params.saved)
  const line = one(params.line)
  if (saved === undefined && line === undefined) return undefined
  const owner = await readRequestOwner()
  if (!owner.visitorKey && !owner.customerId) return null
  const db = await requestDb()
  if (saved !== undefined) {
    const savedOwner = savedDesignOwnerOf(owner)
    const design = savedOwner ? await getSavedDesign(db, savedOwner, saved) : null
    if (!design?.document.photobook) return null
    return {
      document: design.document,
      savedId: design.id,
      revision: design.revision,
      lineId: null,
      quantity: 1,
    }
  }
  const row = await cartPhotoProductLine(db, owner, line ?? '', 'photobook')
  if (!row?.document.photobook) return null
  return {
    document: row.document,
    savedId: null,
    revision: null,
    lineId: line ?? null,
    quantity: row.quantity,
  }
}

/**
 * What the photo-book configurator opens (/{locale}/configurator-photobook, ADR 0073): a new book of
 * the set and options the URL names (without a set, the most popular one), or the visitor's saved
 * book (`saved`) or cart line (`line`) to edit. Null (a 404) for a set that does not exist, and for a
 * saved design or line that is not the visitor's or not a photo book. Options the set does not offer
 * fall back to its defaults (configurator-query.ts), so an old link still opens.
 */
export async function openPhotobook(
  ctx: ShopContext,
  params: PhotobookParams,
): Promise<OpenedPhotobook | null> {
  const stored = await storedBook(params)
  if (stored === null) return null
  const named = photobookSetOf(params)
  if (named === null) return null
  let set: PhotobookDesignGroupSet | undefined = named ?? mostPopularPhotobookSet()
  let document: DesignDocument
  let config: PhotobookConfig
  if (stored) {
    const spec = stored.document.photobook
    if (!spec) return null
    set = findDesignGroupSet(spec.designGroupSetId)
    if (!set) return null
    document = stored.document
    config = configOfSpec(spec, stored.quantity)
  } else {
    config = readPhotobookConfig(params, set)
    document = newPhotobookDocument(
      specOfConfig(config),
      photobookTemplateOf(set, SHOP_LOCALES[ctx.localeSegment].language),
      randomUUID(),
    )
  }
  const currency = shopCurrencyOf(ctx.locale)
  const list = one(params.list) ?? null
  const overview = photobookOverviewStateOfList(list ?? undefined)
  const quote = quotePhotobook({ ...specOfConfig(config), amount: config.amount }, currency)
  return {
    document,
    config,
    choices: photobookChoices(set, ctx.locale),
    savedId: stored?.savedId ?? null,
    revision: stored?.revision ?? null,
    lineId: stored?.lineId ?? null,
    quantity: config.amount,
    currency,
    country: SHOP_LOCALES[ctx.localeSegment].country,
    locale: ctx.locale,
    openingPrice: {
      key: photobookPriceQuery(specOfConfig(config), config.amount, currency),
      total: quote.total,
      unitPrice: quote.unitPrice,
    },
    backHref: shopHref(ctx, SHOP_ROUTES.photobooks) + photobookOverviewSearch(overview),
    configuratorHref: shopHref(ctx, [PHOTOBOOK_ROUTE]),
    list,
  }
}
