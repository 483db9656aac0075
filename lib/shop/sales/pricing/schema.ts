import { z } from 'zod'
import { ACCESSORIES, ENVELOPES, FORMATS, PAPERS, REFINEMENTS } from '@/lib/config/pricing'
import { BASKET_CURRENCIES, DELIVERY_COUNTRIES, SAMPLES } from '@/lib/config/shipping'
import { US_STATE_CODES } from '@/lib/config/us-states'
import { DEFAULT_ENVELOPE_COLOUR, ENVELOPE_COLOUR_KEYS } from '@/lib/model/accessory-keys'
import { calendarLineOptionsSchema } from '@/lib/shop/photo-products/calendar/line'
import { photobookLineOptionsSchema } from '@/lib/shop/photo-products/photobook/line'
import { photoboxLineOptionsSchema } from '@/lib/shop/photo-products/photobox/line'
import { photoPrintsLineOptionsSchema } from '@/lib/shop/photo-products/photo-prints/line'
import { wallArtLineOptionsSchema } from '@/lib/shop/photo-products/wall-art/line'
import { giftVoucherQuoteLineSchema } from '@/lib/shop/sales/gift-vouchers/line'
import { CARD_PRODUCT_TYPES } from './card-products'
import { PricingError } from './errors'

/**
 * Inputs of the pricing engine. The enumerations come from the price list, so a key without a price
 * cannot pass. Objects are strict: an unknown key is an error, because a misspelt option silently
 * dropped would quote a cheaper card than the one ordered. Defaults are "none" for options only.
 */
const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[]

export const SHIPPING_METHODS = ['standard', 'express', 'saturday'] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]

/** Spec: envelope subType, straight or pointed flap. Part of the SKU; it does not change the price. */
export const ENVELOPE_FLAPS = ['straight', 'pointed'] as const
/** Not in the spec: a bound on lines per order so one request stays cheap to quote. */
export const MAX_ORDER_LINES = 100

const accessory = <K extends keyof typeof ACCESSORIES>(kind: K, description: string) =>
  z.enum(keysOf(ACCESSORIES[kind])).default('none').describe(description)

export const deliveryCountrySchema = z
  .enum(DELIVERY_COUNTRIES)
  .describe(
    'Delivery country; it sets the currency (CHF for CH and LI, USD for US, EUR else), prices and tax',
  )
const currencySchema = z
  .enum(BASKET_CURRENCIES)
  .optional()
  .describe('Currency the client shows; if given it must be the delivery country’s, else the quote fails')

export const cardLineOptionsSchema = z.strictObject({
  productType: z.enum(CARD_PRODUCT_TYPES).describe('Card product type, e.g. folded-card or envelope'),
  format: z
    .enum(keysOf(FORMATS))
    .describe('Format key, e.g. a6 or din-lang; must be one the type is made in'),
  paper: z
    .enum(keysOf(PAPERS))
    .optional()
    .describe('Paper key; required for types printed on a choice of paper, rejected for the others'),
  refinement: z
    .enum(keysOf(REFINEMENTS))
    .default('none')
    .describe('Refinement (spec field refinementType); only on papers that allow one'),
  // Bounded far above the largest step: the engine names a wrong step (422); absurd numbers are bad input.
  quantity: z
    .number()
    .int()
    .max(1_000_000, 'quantity must be one of the quantity steps up to 5000')
    .describe('Number of pieces; one of the quantity steps 1, 5, 10, 15, …, 5000'),
  envelope: z
    .strictObject({
      flap: z.enum(ENVELOPE_FLAPS).describe('Envelope flap (spec subType)'),
      sizeClass: z.enum(keysOf(ENVELOPES)).describe('Envelope size class; must fit the format'),
      // Defaults to white so carts, saved designs and orders from before the colour stay valid.
      colour: z
        .enum(ENVELOPE_COLOUR_KEYS)
        .default(DEFAULT_ENVELOPE_COLOUR)
        .describe('Envelope colour; part of the SKU, it does not change the price'),
    })
    .nullable()
    .default(null)
    .describe('One envelope per piece, or null; required for envelope-only items'),
  punching: accessory('punching', 'Punching (hearts, round corners, wave) or none'),
  ribbon: accessory('ribbon', 'Ribbon per piece, delivered separately, or none'),
  screw: accessory('screw', 'Binding screw colour (menu fans) or none'),
  holder: accessory('holder', 'Wooden holder for standing cards (spec field standard) or none'),
  tag: accessory('tag', 'Hang tag shape or none'),
})
export type CardLineOptions = z.input<typeof cardLineOptionsSchema>

export const cardQuoteInputSchema = cardLineOptionsSchema.extend({
  country: deliveryCountrySchema,
  currency: currencySchema,
})
export type CardQuoteInput = z.input<typeof cardQuoteInputSchema>
export type ParsedCardQuoteInput = z.output<typeof cardQuoteInputSchema>

export const orderQuoteInputSchema = z.strictObject({
  country: deliveryCountrySchema,
  currency: currencySchema,
  state: z
    .enum(US_STATE_CODES)
    .optional()
    .describe('US destination state (USPS code) for the sales tax; without it a US quote has no tax yet'),
  lines: z.array(cardLineOptionsSchema).max(MAX_ORDER_LINES).describe('Card lines, priced for `country`'),
  wallArtLines: z
    .array(wallArtLineOptionsSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Wall-art lines (poster, canvas, framed), priced from the wall-art price list'),
  calendarLines: z
    .array(calendarLineOptionsSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Calendar lines, priced from the calendar price list'),
  photobookLines: z
    .array(photobookLineOptionsSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Photo-book lines, priced from the photo-book price list'),
  photoboxLines: z
    .array(photoboxLineOptionsSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Photo-box lines, priced from the photo-box price list'),
  photoPrintsLines: z
    .array(photoPrintsLineOptionsSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Photo-print lines, priced from the photo-print price list'),
  collageLines: z
    .array(wallArtLineOptionsSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Collage lines, priced as the wall-art piece they are printed as'),
  giftVoucherLines: z
    .array(giftVoucherQuoteLineSchema)
    .max(MAX_ORDER_LINES)
    .default([])
    .describe('Gift vouchers: their value, without VAT or sales tax; e-mailed ones ship nothing'),
  samples: z
    .number()
    .int()
    .min(0)
    .max(SAMPLES.maxPerOrder)
    .default(0)
    .describe(`Sample cards; the first ${SAMPLES.freeCount} are free`),
  shipping: z.enum(SHIPPING_METHODS).default('standard').describe('standard, express or saturday'),
})
export type OrderQuoteInput = z.input<typeof orderQuoteInputSchema>
export type ParsedOrderQuoteInput = z.output<typeof orderQuoteInputSchema>

/** Parses with `schema` or throws a PricingError naming the first offending field. */
export function parsePricingInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = (issue?.path ?? []).map(String)
  // An unknown key is reported under its own name, not under the object that contains it.
  if (issue?.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0])
  const field = path.join('.') || 'input'
  const message =
    issue?.code === 'unrecognized_keys'
      ? `Unknown field "${field}"`
      : `${field}: ${issue?.message ?? 'invalid'}`
  throw new PricingError(field, message, 'invalid_input')
}
