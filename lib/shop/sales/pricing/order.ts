import {
  INVOICE_MINIMUM_MAJOR,
  type BasketCurrency,
  type DeliveryCountry,
  type TaxMode,
} from '@/lib/config/shipping'
import { ShopError } from '@/lib/shop/common/errors'
import { priceCalendarLine, type CalendarLineQuote } from '@/lib/shop/photo-products/calendar/line'
import { pricePhotobookLine, type PhotobookLineQuote } from '@/lib/shop/photo-products/photobook/line'
import { priceWallArtLine, type WallArtLineQuote } from '@/lib/shop/photo-products/wall-art/line'
import { pricePhotoboxLine, type PhotoboxLineQuote } from '@/lib/shop/photo-products/photobox/line'
import { pricePhotoPrintsLine, type PhotoPrintsLineQuote } from '@/lib/shop/photo-products/photo-prints/line'
import { priceCollageLine } from '@/lib/shop/photo-products/collage/line'
import { priceGiftVoucherLine, type GiftVoucherLineQuote } from '@/lib/shop/sales/gift-vouchers/line'
import { priceCardLine, type CardLineQuote } from './card-line'
import { PricingError } from './errors'
import { resolveMarket } from './market'
import { MINOR_UNITS_PER_MAJOR, sumMinor, vatBreakdown, type VatAmount } from './money'
import { quoteSalesTax, type SalesTax } from './sales-tax'
import { quoteSamples, type SamplesQuote } from './samples'
import { orderQuoteInputSchema, parsePricingInput, type OrderQuoteInput } from './schema'
import { quoteShipping, type ShippingQuote } from './shipping'

export interface OrderQuote {
  country: DeliveryCountry
  currency: BasketCurrency
  lines: CardLineQuote[]
  wallArtLines: WallArtLineQuote[]
  calendarLines: CalendarLineQuote[]
  photobookLines: PhotobookLineQuote[]
  photoboxLines: PhotoboxLineQuote[]
  photoPrintsLines: PhotoPrintsLineQuote[]
  collageLines: WallArtLineQuote[]
  giftVoucherLines: GiftVoucherLineQuote[]
  /** The gift vouchers in `subtotal`: sold without VAT or sales tax (ADR 0110). */
  untaxed: number
  samples: SamplesQuote
  shipping: ShippingQuote
  /** `vat`: prices are gross with VAT inside; `sales-tax` (US): prices are net, tax is added. */
  taxMode: TaxMode
  /** Card and photo-product lines plus paid samples: gross in VAT markets, net in the US. */
  subtotal: number
  /** subtotal + shipping (+ sales tax): what the customer pays. */
  total: number
  /** One row per VAT rate; the rows' gross amounts add up to `total`. Empty in the sales-tax market. */
  vat: VatAmount[]
  /** Sales tax on goods and shipping for the destination state; null for VAT markets and without a state. */
  salesTax: SalesTax | null
  /** Spec: "Invoice purchase from 25 in the basket currency", compared with the total. */
  invoiceAllowed: boolean
}

/**
 * Quotes a whole order for one delivery country. Every line, the samples and shipping are charged
 * at that country's standard VAT rate (shipping follows the goods it carries); VAT is extracted once
 * per rate from the summed gross, so the invoice's VAT is not a sum of separately rounded lines.
 */
export function quoteOrder(input: OrderQuoteInput): OrderQuote {
  const order = parsePricingInput(orderQuoteInputSchema, input)
  const market = resolveMarket(order.country, order.currency)
  const productLines =
    order.lines.length +
    order.wallArtLines.length +
    order.calendarLines.length +
    order.photobookLines.length +
    order.photoboxLines.length +
    order.photoPrintsLines.length +
    order.collageLines.length +
    order.giftVoucherLines.length
  if (productLines === 0 && order.samples === 0) {
    throw new PricingError('lines', 'An order needs at least one card line or one sample card', 'empty_order')
  }
  const lines = order.lines.map((line, index) => {
    try {
      return priceCardLine(line, market)
    } catch (error) {
      throw error instanceof PricingError ? error.within(`lines.${index}`) : error
    }
  })
  const wallArtLines = order.wallArtLines.map((line, index) =>
    withinLine(`wallArtLines.${index}`, 'format', () => priceWallArtLine(line, market)),
  )
  const calendarLines = order.calendarLines.map((line, index) =>
    withinLine(`calendarLines.${index}`, 'formatType', () => priceCalendarLine(line, market)),
  )
  const photobookLines = order.photobookLines.map((line, index) =>
    withinLine(`photobookLines.${index}`, 'type', () => pricePhotobookLine(line, market)),
  )
  const photoboxLines = order.photoboxLines.map((line, index) =>
    withinLine(`photoboxLines.${index}`, 'photoboxFormat', () => pricePhotoboxLine(line, market)),
  )
  const photoPrintsLines = order.photoPrintsLines.map((line, index) =>
    withinLine(`photoPrintsLines.${index}`, 'items', () => pricePhotoPrintsLine(line, market)),
  )
  const collageLines = order.collageLines.map((line, index) =>
    withinLine(`collageLines.${index}`, 'format', () => priceCollageLine(line, market)),
  )
  const giftVoucherLines = order.giftVoucherLines.map((line, index) =>
    withinLine(`giftVoucherLines.${index}`, 'amount', () => priceGiftVoucherLine(line, market)),
  )
  const untaxed = sumMinor(giftVoucherLines.map((line) => line.total))
  const samples = quoteSamples(order.samples, market.country)
  // Photo products ship in the same parcel at the same rates (spec 9 gives one shipping table per country).
  const products = [
    ...lines,
    ...wallArtLines,
    ...calendarLines,
    ...photobookLines,
    ...photoboxLines,
    ...photoPrintsLines,
    ...collageLines,
  ]
  // Gift vouchers by e-mail put nothing in the parcel: an order of only those has no parcel at all.
  const shipping =
    products.length === 0 && order.samples === 0
      ? { method: order.shipping, price: 0, free: true, currency: market.currency }
      : quoteShipping(order.shipping, market.country, { cardLines: products.length, samples: order.samples })
  const subtotal = sumMinor([...products.map((line) => line.total), samples.total, untaxed])
  const net = sumMinor([subtotal, shipping.price])
  // US: goods and shipping are taxed together, rounded once (ADR 0063); no state yet means no tax yet.
  const salesTax =
    market.taxMode === 'sales-tax' && order.state !== undefined
      ? quoteSalesTax(order.state, net - untaxed)
      : null
  const total = sumMinor([net, salesTax?.amount ?? 0])
  const vat =
    market.taxMode === 'vat'
      ? vatBreakdown([
          ...products.map((line) => ({ gross: line.total, vatBasisPoints: line.vatBasisPoints })),
          { gross: samples.total, vatBasisPoints: market.vatBasisPoints },
          { gross: shipping.price, vatBasisPoints: market.vatBasisPoints },
          ...(untaxed > 0 ? [{ gross: untaxed, vatBasisPoints: 0 }] : []),
          // An order of gift vouchers only shows no empty VAT row beside their 0 % row.
        ]).filter((row) => untaxed === 0 || row.gross !== 0)
      : []
  return {
    country: market.country,
    currency: market.currency,
    lines,
    wallArtLines,
    calendarLines,
    photobookLines,
    photoboxLines,
    photoPrintsLines,
    collageLines,
    giftVoucherLines,
    untaxed,
    samples,
    shipping,
    taxMode: market.taxMode,
    subtotal,
    total,
    vat,
    salesTax,
    invoiceAllowed: total >= INVOICE_MINIMUM_MAJOR * MINOR_UNITS_PER_MAJOR,
  }
}

/** A photo product's price-list refusal, as a PricingError naming the order's field. */
function withinLine<T>(path: string, fallback: string, price: () => T): T {
  try {
    return price()
  } catch (error) {
    if (!(error instanceof ShopError) || error instanceof PricingError) throw error
    throw new PricingError(`${path}.${error.options.field ?? fallback}`, error.message, 'option_not_allowed')
  }
}
