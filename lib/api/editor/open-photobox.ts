import 'server-only'
import { randomUUID } from 'node:crypto'
import { PHOTOBOX_ROUTE } from '@/lib/config/routes'
import { lengthUnitOf, type ShopLocaleCode } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatSize } from '@/lib/i18n/length'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { newPhotoboxDocument } from '@/lib/shop/design-print/design/photobox'
import {
  photoboxConfigOfSpec,
  photoboxSpecOf,
  readPhotoboxConfig,
  type PhotoboxConfig,
} from '@/lib/shop/photo-products/photobox/configurator-query'
import { PHOTOBOX_FORMATS } from '@/lib/shop/photo-products/photobox/config'
import { photoboxData, photoboxPrices } from '@/lib/shop/photo-products/photobox/data'
import { photoboxLidDesign } from '@/lib/shop/photo-products/photobox/lid-designs'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { storedPhotoProduct, type ConfiguratorParams } from './open-photo-product'

/** The content page both brands show their photo boxes on (the containers link here from it). */
const PHOTOBOX_STORY = ['fotoboxen'] as const

/** The page's choices: the photobox-data answer, each print format with its size in the shop's unit. */
export function photoboxChoices(locale: ShopLocaleCode, currency: ShopCurrency) {
  const data = photoboxData(locale, currency)
  return {
    ...data,
    formats: data.formats.map((format) => {
      const { widthMm, heightMm } = PHOTOBOX_FORMATS[format.photoboxFormat]
      return { ...format, label: formatSize(widthMm, heightMm, lengthUnitOf(locale), locale) }
    }),
  }
}
export type PhotoboxChoices = ReturnType<typeof photoboxChoices>

export interface OpenedPhotobox {
  document: DesignDocument
  config: PhotoboxConfig
  /** Designs, types, formats and materials with their names in the shop's language and prices. */
  choices: PhotoboxChoices
  /** The cart line this edit saves back to (PATCH); null for a new box. */
  lineId: string | null
  /** The saved design this edit continues (autosave target, ADR 0102); null for a new box or a line. */
  savedId: string | null
  revision: number | null
  /** Boxes of the line. */
  quantity: number
  currency: ShopCurrency
  locale: ShopLocaleCode
  /** The box's prices for every number of pictures, as /price-api/prices/photoboxes answers them. */
  openingPrices: { key: string; prices: { quantity: number; total: number }[] }
  /** "← Fotoboxen": the brand's photo-box page. */
  backHref: string
  configuratorHref: string
}

export type PhotoboxParams = ConfiguratorParams

/** The query key the price box compares with (photoboxPriceSearch) and the prices it shows. */
export function photoboxOpeningPrices(config: PhotoboxConfig, currency: ShopCurrency) {
  const query = {
    photoboxType: config.type,
    photoboxFormat: config.format,
    photoboxMaterial: config.material,
  }
  return {
    key: new URLSearchParams({ ...query, currency }).toString(),
    prices: photoboxPrices(query, currency).prices,
  }
}

/**
 * What the photo-box configurator opens (/{locale}/configurator-photobox, ADR 0075): a new box of the
 * design and options the URL names (forgiving: configurator-query.ts) with the design's lid and no
 * prints yet, or the visitor's autosaved box (`saved`, ADR 0102) or cart line (`line`) to edit. Null
 * (a 404) for a saved design or line that is not the visitor's photo box. Both brands sell photo boxes.
 */
export async function openPhotobox(ctx: ShopContext, params: PhotoboxParams): Promise<OpenedPhotobox | null> {
  const stored = await storedPhotoProduct(params, 'photobox')
  if (stored === null) return null
  const currency = shopCurrencyOf(ctx.locale)
  let document: DesignDocument
  let config: PhotoboxConfig
  if (stored?.document.photobox) {
    document = stored.document
    config = photoboxConfigOfSpec(stored.document.photobox)
  } else {
    config = readPhotoboxConfig(params)
    const title = messagesFor(ctx.locale).Photobox.lid.defaultTitle
    document = newPhotoboxDocument(
      photoboxSpecOf(config),
      photoboxLidDesign(config.designType, title),
      randomUUID(),
    )
  }
  return {
    document,
    config,
    choices: photoboxChoices(ctx.locale, currency),
    lineId: stored?.lineId ?? null,
    savedId: stored?.savedId ?? null,
    revision: stored?.revision ?? null,
    quantity: stored?.quantity ?? 1,
    currency,
    locale: ctx.locale,
    openingPrices: photoboxOpeningPrices(config, currency),
    backHref: shopHref(ctx, PHOTOBOX_STORY),
    configuratorHref: shopHref(ctx, [PHOTOBOX_ROUTE]),
  }
}
