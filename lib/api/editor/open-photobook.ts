import 'server-only'
import { randomUUID } from 'node:crypto'
import { PHOTOBOOK_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { SHOP_LOCALES } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
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
import { PHOTOBOOK_MAX_AMOUNT } from '@/lib/shop/photo-products/photobook/config'
import { photobookPriceQuery } from '@/lib/shop/photo-products/photobook/price-query'
import { quotePhotobook } from '@/lib/shop/photo-products/photobook/pricing'
import { photobookTemplateOf } from '@/lib/shop/photo-products/photobook/template'
import { photobookChoices, type PhotobookChoices } from './photobook-choices'
import {
  one,
  openedFacts,
  storedPhotoProduct,
  type ConfiguratorParams,
  type OpenedPhotoProduct,
  type StoredPhotoProduct,
} from './open-photo-product'

export interface OpenedPhotobook extends OpenedPhotoProduct<PhotobookConfig, PhotobookChoices> {
  /**
   * "← Alle Fotobücher": our own overview with the filters the shopper came with; null in a shop
   * without the overview (the card brand), where such a link would be a 404.
   */
  backHref: string | null
}

export type PhotobookParams = ConfiguratorParams

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

/**
 * The config a stored book opens with: its own spec; a cart line's quantity, or for a saved design
 * (which has none) the amount its URL carries, so a reload keeps the number of copies chosen.
 */
function configOfSpec(
  spec: PhotobookSpec,
  stored: StoredPhotoProduct,
  params: PhotobookParams,
): PhotobookConfig {
  const amount = stored.lineId === null ? Number(one(params.amount)) : stored.quantity
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= PHOTOBOOK_MAX_AMOUNT
  return { ...spec, amount: valid ? amount : stored.quantity, categoryIds: [] }
}

/**
 * What the photo-book configurator opens (/{locale}/configurator-photobook, ADR 0073): a new book of
 * the set and options the URL names (without a set, the most popular one), or the visitor's saved
 * book (`saved`) or cart line (`line`) to edit. Null (a 404) for a set that does not exist. A saved
 * design or line that is not the visitor's (or not a photo book) opens the book the rest of the URL
 * describes, as a new one. Options the set does not offer fall back to its defaults
 * (configurator-query.ts), so an old link still opens.
 */
export async function openPhotobook(
  ctx: ShopContext,
  params: PhotobookParams,
): Promise<OpenedPhotobook | null> {
  // A saved design or cart line that is not the visitor's (a configured book's link shared: the
  // address bar names the autosaved design) opens the book its query describes, not a 404.
  const stored = (await storedPhotoProduct(params, 'photobook')) ?? undefined
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
    config = configOfSpec(spec, stored, params)
  } else {
    config = readPhotobookConfig(params, set)
    document = newPhotobookDocument(
      specOfConfig(config),
      photobookTemplateOf(set, SHOP_LOCALES[ctx.localeSegment].language),
      randomUUID(),
    )
  }
  const facts = openedFacts(ctx, stored, params)
  const overview = photobookOverviewStateOfList(facts.list ?? undefined)
  const quote = quotePhotobook({ ...specOfConfig(config), amount: config.amount }, facts.currency)
  return {
    ...facts,
    document,
    config,
    choices: photobookChoices(set, ctx.locale),
    quantity: config.amount,
    openingPrice: {
      key: photobookPriceQuery(specOfConfig(config), config.amount, facts.currency),
      total: quote.total,
      unitPrice: quote.unitPrice,
    },
    backHref: ctx.brandConfig.features.photoOverviews
      ? shopHref(ctx, SHOP_ROUTES.photobooks) + photobookOverviewSearch(overview)
      : null,
    configuratorHref: shopHref(ctx, [PHOTOBOOK_ROUTE]),
  }
}
