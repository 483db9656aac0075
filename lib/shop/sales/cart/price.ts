import { regionalSpelling } from '@/lib/i18n/spelling'
import { inArray } from 'drizzle-orm'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency, DeliveryCountry, TaxMode } from '@/lib/config/shipping'
import type { UsStateCode } from '@/lib/config/us-states'
import { designs, type CartItemRow } from '@/lib/db/schema'
import { designDocumentSchema } from '@/lib/shop/design-print/design/document'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import type { PhotoPrintsSpec } from '@/lib/shop/design-print/design/photo-prints-spec'
import type { CollageSpec } from '@/lib/shop/design-print/design/collage-spec'
import { collageFace, type CollageFace } from '@/lib/shop/design-print/design/collage'
import { collageLabel } from '@/lib/shop/photo-products/collage/label'
import { photoboxLabel } from '@/lib/shop/photo-products/photobox/label'
import type { PhotoboxLineOptions, PhotoboxLineQuote } from '@/lib/shop/photo-products/photobox/line'
import { photoPrintsLabel } from '@/lib/shop/photo-products/photo-prints/label'
import type {
  PhotoPrintsLineOptions,
  PhotoPrintsLineQuote,
} from '@/lib/shop/photo-products/photo-prints/line'
import {
  photoProductThumbnail,
  type PhotoProductThumbnail,
} from '@/lib/shop/design-print/design/photo-product-thumbnail'
import type { CalendarLineOptions, CalendarLineQuote } from '@/lib/shop/photo-products/calendar/line'
import type { PhotobookLineOptions, PhotobookLineQuote } from '@/lib/shop/photo-products/photobook/line'
import {
  priceWallArtLine,
  wallArtLineOptions,
  type WallArtLineOptions,
  type WallArtLineQuote,
} from '@/lib/shop/photo-products/wall-art/line'
import type { Db } from '@/lib/db/types'
import { localize } from '@/lib/shop/catalogue/localized-text'
import { ShopError } from '@/lib/shop/common/errors'
import { priceCardLine, type CardLineQuote } from '@/lib/shop/sales/pricing/card-line'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import { quoteOrder, type OrderQuote } from '@/lib/shop/sales/pricing/order'
import {
  cardLineOptionsSchema,
  parsePricingInput,
  type CardLineOptions,
  type ShippingMethod,
} from '@/lib/shop/sales/pricing/schema'
import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import type { SamplesQuote } from '@/lib/shop/sales/pricing/samples'
import { accessoriesBySku, accessoryLineOptions } from './accessory-line'
import { guestCounts, guestListIdOf } from './guest-counts'
import { calendarLabel, photobookLabel } from './photo-product-labels'
import {
  isPhotoProductKind,
  pricePhotoProduct,
  snapshotField,
  type PhotoProductKind,
} from './photo-product-line'
import { wallArtLabel } from './product-labels'
import { giftVoucherLine } from '@/lib/shop/sales/gift-vouchers/cart-line'
import {
  giftVoucherQuoteLineOf,
  type GiftVoucherLineQuote,
  type GiftVoucherOptions,
} from '@/lib/shop/sales/gift-vouchers/line'

/** What the cart shows of a wall-art line: its spec, the spec in words, and the photo for the thumbnail. */
export interface WallArtLineView {
  spec: WallArtSpec
  /** e.g. "Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante" */
  label: string
  photo: { assetId: string | null; crop: Crop }
}

/** The cover's largest photo, as the cart line's thumbnail shows it (cropped by CSS like wall art). */
export type PhotoProductThumbnailView = PhotoProductThumbnail

/**
 * What the cart shows of a photo product (calendar, photo book, photo box, photo prints, collage): its
 * spec, the spec in words and the cover photo (a box's lid photo, else its first print; the first print;
 * a collage's largest cell). A collage's material, size and frame are its wall-art spec; its face (every
 * cell with its photo on the background) is what its thumbnail draws.
 */
export type PhotoProductLineView = (
  | { kind: 'calendar'; spec: CalendarSpec }
  | { kind: 'photobook'; spec: PhotobookSpec }
  | { kind: 'photobox'; spec: PhotoboxSpec }
  | { kind: 'photoprints'; spec: PhotoPrintsSpec }
  | { kind: 'collage'; spec: CollageSpec; wallArt: WallArtSpec; face: CollageFace | null }
) & { label: string; thumbnail: PhotoProductThumbnailView | null }

export interface PricedCartLine {
  id: string
  kind: CartItemRow['kind']
  designId: number | null
  savedDesignId: string | null
  designName: string | null
  designSlug: string | null
  hasSnapshot: boolean
  /** Guests of the design's guest list (one card each); null without a list. */
  guestCount: number | null
  /** Pricing product type, e.g. folded-card; envelope for envelope accessories. */
  productType: string | null
  sku: string | null
  accessoryName: string | null
  options: Record<string, unknown>
  quantity: number
  unitPrice: number
  total: number
  /** Wall-art lines only: spec, label and photo (read from the stored snapshot). */
  wallArt: WallArtLineView | null
  /** Photo-product lines only: spec, label and thumbnail (read from the stored snapshot). */
  photoProduct: PhotoProductLineView | null
  /** The engine's itemised quote (null for samples, which are priced together). */
  quote:
    | CardLineQuote
    | WallArtLineQuote
    | CalendarLineQuote
    | PhotobookLineQuote
    | PhotoboxLineQuote
    | PhotoPrintsLineQuote
    | GiftVoucherLineQuote
    | null
  /** Exactly what the engine priced (options with quantity); stored with the order line. */
  engineInput: Record<string, unknown> | null
  /** Set when the line can no longer be priced (price list changed); it blocks checkout. */
  error: { field: string; message: string } | null
}

export interface PricedCart {
  country: DeliveryCountry
  currency: BasketCurrency
  lines: PricedCartLine[]
  samples: SamplesQuote | null
  /** The engine's quote over all priceable lines; null for an empty cart. */
  quote: OrderQuote | null
  taxMode: TaxMode
  /** The US destination state the sales tax is for; null without one (and in VAT markets). */
  state: UsStateCode | null
  subtotal: number
  /** Gift vouchers in the subtotal: sold without VAT or sales tax, and no voucher pays for them. */
  untaxed: number
  shipping: number
  total: number
  vat: VatAmount[]
  /** Sales tax before any voucher (the order's own is computed after it, see totalsOf). */
  salesTax: SalesTax | null
  invoiceAllowed: boolean
  /** True when a line failed to price: the cart shows it, the checkout refuses. */
  hasErrors: boolean
}

/**
 * Prices a cart's lines for one delivery country and shipping method, always through the pricing
 * engine: nothing about money is read from the cart rows. Called on every read and again, inside the
 * order transaction, at placement.
 */
export async function priceCart(
  db: Db,
  rows: readonly CartItemRow[],
  country: DeliveryCountry,
  shipping: ShippingMethod,
  locale: ShopLocaleCode,
  state?: UsStateCode,
): Promise<PricedCart> {
  const market = resolveMarket(country)
  const taxState = market.taxMode === 'sales-tax' ? (state ?? null) : null
  const designIds = rows.flatMap((row) => (row.designId === null ? [] : [row.designId]))
  const designRows = designIds.length
    ? await db
        .select({ id: designs.id, slug: designs.slug, name: designs.name })
        .from(designs)
        .where(inArray(designs.id, [...new Set(designIds)]))
    : []
  const designById = new Map(designRows.map((d) => [d.id, d]))
  const accessoryRows = await accessoriesBySku(
    db,
    rows.flatMap((row) => (row.sku === null ? [] : [row.sku])),
  )

  const guests = await guestCounts(
    db,
    rows.map((row) => row.designSnapshot),
  )

  const lines = rows.map((row): PricedCartLine => {
    const design = row.designId === null ? undefined : designById.get(row.designId)
    const accessory = row.sku === null ? undefined : accessoryRows.get(row.sku)
    const base: PricedCartLine = {
      id: row.id,
      kind: row.kind,
      designId: row.designId,
      savedDesignId: row.savedDesignId,
      designName: design ? localize(design.name, locale, `designs.name of ${design.id}`) : null,
      designSlug: design?.slug ?? null,
      hasSnapshot: row.designSnapshot !== null,
      guestCount: guests.get(guestListIdOf(row.designSnapshot) ?? '') ?? null,
      productType: null,
      sku: row.sku,
      accessoryName: accessory
        ? localize(accessory.name, locale, `accessories.name of ${accessory.sku}`)
        : null,
      options: row.options ?? {},
      quantity: row.quantity,
      unitPrice: 0,
      total: 0,
      wallArt: null,
      photoProduct: null,
      quote: null,
      engineInput: null,
      error: null,
    }
    if (row.kind === 'sample') return base
    if (row.kind === 'giftvoucher') return giftVoucherLine(row, base, market, locale)
    if (row.kind === 'wallart') return priceWallArtRow(row, base, market, locale)
    if (isPhotoProductKind(row.kind)) return pricePhotoProductRow(row, row.kind, base, market, locale)
    try {
      const options = row.kind === 'accessory' ? accessoryOptions(accessory, row.sku) : (row.options ?? {})
      const engineInput = { ...options, quantity: row.quantity }
      const parsed = parsePricingInput(cardLineOptionsSchema, engineInput)
      const quote = priceCardLine(parsed, market)
      const { productType } = parsed
      return { ...base, productType, unitPrice: quote.unitPrice, total: quote.total, quote, engineInput }
    } catch (error) {
      if (!(error instanceof ShopError)) throw error
      const field = error instanceof PricingError ? error.field : (error.options.field ?? 'options')
      return { ...base, productType: productTypeOf(row), error: { field, message: error.message } }
    }
  })

  const priceable = lines.filter((line) => line.quote !== null)
  const ofKind = (kind: CartItemRow['kind']) => priceable.filter((line) => line.kind === kind)
  const cardLines = priceable.filter((line) => line.kind === 'card' || line.kind === 'accessory')
  const sampleCount = lines.filter((line) => line.kind === 'sample').length
  const quote =
    priceable.length === 0 && sampleCount === 0
      ? null
      : quoteOrder({
          country,
          state: taxState ?? undefined,
          lines: cardLines.map((line) => line.engineInput as CardLineOptions),
          wallArtLines: ofKind('wallart').map((line) => line.engineInput as unknown as WallArtLineOptions),
          collageLines: ofKind('collage').map((line) => line.engineInput as unknown as WallArtLineOptions),
          photoboxLines: ofKind('photobox').map((line) => line.engineInput as unknown as PhotoboxLineOptions),
          photoPrintsLines: ofKind('photoprints').map(
            (line) => line.engineInput as unknown as PhotoPrintsLineOptions,
          ),
          calendarLines: ofKind('calendar').map((line) => line.engineInput as unknown as CalendarLineOptions),
          photobookLines: ofKind('photobook').map(
            (line) => line.engineInput as unknown as PhotobookLineOptions,
          ),
          giftVoucherLines: ofKind('giftvoucher').map((line) =>
            giftVoucherQuoteLineOf(line.engineInput as GiftVoucherOptions),
          ),
          samples: sampleCount,
          shipping,
        })
  return {
    country,
    currency: market.currency,
    lines,
    samples: quote && sampleCount > 0 ? quote.samples : null,
    quote,
    taxMode: market.taxMode,
    state: taxState,
    subtotal: quote?.subtotal ?? 0,
    untaxed: quote?.untaxed ?? 0,
    shipping: quote?.shipping.price ?? 0,
    total: quote?.total ?? 0,
    vat: quote?.vat ?? [],
    salesTax: quote?.salesTax ?? null,
    invoiceAllowed: quote?.invoiceAllowed ?? false,
    hasErrors: lines.some((line) => line.error !== null),
  }
}

function accessoryOptions(
  accessory: Parameters<typeof accessoryLineOptions>[0] | undefined,
  sku: string | null,
) {
  if (!accessory) {
    throw new ShopError(`Accessory ${sku ?? ''} is no longer available`, { status: 422, field: 'sku' })
  }
  return accessoryLineOptions(accessory)
}

function productTypeOf(row: CartItemRow): string | null {
  const value = row.options?.productType
  return typeof value === 'string' ? value : null
}

/**
 * A wall-art line is priced from its stored snapshot's `wallArt` spec and nothing else (ADR 0058); a
 * snapshot that no longer reads, or a size the price list stopped making, shows as a line error.
 */
function priceWallArtRow(
  row: CartItemRow,
  base: PricedCartLine,
  market: ReturnType<typeof resolveMarket>,
  locale: ShopLocaleCode,
): PricedCartLine {
  const parsed = designDocumentSchema.safeParse(row.designSnapshot)
  const spec = parsed.success ? parsed.data.wallArt : undefined
  if (!parsed.success || !spec) {
    const message = 'This wall art can no longer be read; please design it again'
    return { ...base, error: { field: 'snapshot', message } }
  }
  const layer = parsed.data.pages[0]?.layers[0]
  const wallArt: WallArtLineView = {
    spec,
    label: regionalSpelling(wallArtLabel(spec, locale), locale),
    photo: {
      assetId: layer?.type === 'photo' ? (layer.assetId ?? null) : null,
      crop: layer?.type === 'photo' ? layer.crop : { x: 0, y: 0, width: 1, height: 1 },
    },
  }
  try {
    const options = wallArtLineOptions(spec, row.quantity)
    const quote = priceWallArtLine(options, market)
    const engineInput = { ...options } as Record<string, unknown>
    return { ...base, wallArt, unitPrice: quote.unitPrice, total: quote.total, quote, engineInput }
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    return { ...base, wallArt, error: { field: error.options.field ?? 'snapshot', message: error.message } }
  }
}

const UNREADABLE: Record<PhotoProductKind, string> = {
  calendar: 'This calendar can no longer be read; please design it again',
  photobook: 'This photo book can no longer be read; please design it again',
  photobox: 'This photo box can no longer be read; please design it again',
  photoprints: 'These photo prints can no longer be read; please choose them again',
  collage: 'This collage can no longer be read; please design it again',
}

/**
 * A photo-product line is priced from its stored snapshot's spec and nothing else (ADR 0070, 0078),
 * like wall art; a snapshot that no longer reads shows as a line error that blocks checkout.
 */
function pricePhotoProductRow(
  row: CartItemRow,
  kind: PhotoProductKind,
  base: PricedCartLine,
  market: ReturnType<typeof resolveMarket>,
  locale: ShopLocaleCode,
): PricedCartLine {
  const parsed = designDocumentSchema.safeParse(row.designSnapshot)
  const photoProduct = parsed.success ? photoProductView(kind, parsed.data, locale) : null
  if (!parsed.success || !photoProduct) {
    return { ...base, error: { field: 'snapshot', message: UNREADABLE[kind] } }
  }
  try {
    const { unitPrice, total, quote, engineInput } = pricePhotoProduct(
      kind,
      parsed.data,
      row.quantity,
      market,
      locale,
    )
    return { ...base, photoProduct, unitPrice, total, quote, engineInput }
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    return { ...base, photoProduct, error: { field: snapshotField(kind, error), message: error.message } }
  }
}

/** A document without any placed photo has no thumbnail (the line shows its name only). */
function thumbnailOf(document: DesignDocument): PhotoProductThumbnail | null {
  const thumbnail = photoProductThumbnail(document)
  return thumbnail.assetId === null ? null : thumbnail
}

function photoProductView(
  kind: PhotoProductKind,
  document: DesignDocument,
  locale: ShopLocaleCode,
): PhotoProductLineView | null {
  const words = (label: string) => regionalSpelling(label, locale)
  const thumbnail = thumbnailOf(document)
  const { calendar, photobook, photobox, photoPrints, collage, wallArt } = document
  if (kind === 'calendar' && calendar) {
    return { kind, spec: calendar, label: words(calendarLabel(calendar, locale)), thumbnail }
  }
  if (kind === 'photobook' && photobook) {
    return { kind, spec: photobook, label: words(photobookLabel(photobook, locale)), thumbnail }
  }
  if (kind === 'photobox' && photobox) {
    return { kind, spec: photobox, label: words(photoboxLabel(photobox, locale)), thumbnail }
  }
  if (kind === 'photoprints' && photoPrints) {
    return { kind, spec: photoPrints, label: words(photoPrintsLabel(photoPrints, locale)), thumbnail }
  }
  if (kind === 'collage' && collage && wallArt) {
    const label = words(collageLabel({ collage, wallArt }, locale))
    return { kind, spec: collage, wallArt, label, thumbnail, face: collageFace(document) }
  }
  return null
}
