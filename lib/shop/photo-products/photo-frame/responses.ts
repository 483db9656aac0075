import { z } from 'zod'
import { lengthUnitOf, type LengthUnit, type LocaleCode } from '@/lib/config/locales'
import { graduatedLinesSchema } from '@/lib/shop/sales/pricing/graduated-schema'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'

/** Response shapes shared by the frame selection and the /price-api endpoints. */

export const minor = z.number().int().min(0).describe('Gross amount in minor units (cents) incl. VAT')
export const currency = z.enum(SHOP_CURRENCIES)

const LENGTH_UNITS = ['cm', 'in'] as const satisfies readonly LengthUnit[]

/**
 * The unit the asking shop shows lengths in (ADR 0066): "in" for en-US, "cm" otherwise. Every length
 * in an answer stays in mm (the product is metric); the client converts what it shows with this unit
 * instead of deciding by its own locale.
 */
export const lengthUnit = z
  .enum(LENGTH_UNITS)
  .describe('Unit the shop shows lengths in: "in" in the US shop (en-US), else "cm"; lengths here stay mm')

/** A response shape with `lengthUnit` added (the shared shapes stay as the domain returns them). */
export function withLengthUnitField<S extends z.ZodObject>(schema: S) {
  return schema.extend({ lengthUnit })
}

/** An answer with the asking shop's `lengthUnit` (from lengthUnitOf, the one source). */
export function withLengthUnit<T extends object>(
  answer: T,
  locale: LocaleCode,
): { [K in keyof T]: T[K] } & { lengthUnit: LengthUnit } {
  return { ...answer, lengthUnit: lengthUnitOf(locale) }
}

const frame = z.object({
  frameType: z.string(),
  frameColour: z.string(),
  matSize: z.number().int(),
  matType: z.string(),
})

export const articleResponse = z.object({
  materialType: z.string(),
  format: z.string(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  frame: frame.nullable().describe('The frame with its defaults filled in, or null when unframed'),
  currency,
  components: z.array(z.object({ kind: z.string(), key: z.string(), unitPrice: minor })),
  unitPrice: minor,
  quantity: z.number().int(),
  lines: graduatedLinesSchema,
  total: minor,
})

const formatPrice = z.object({
  format: z.string(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  available: z.boolean().describe('False when the material is not made in this size'),
  price: minor.nullable().describe('One piece incl. frame if one was asked for; null if unavailable'),
})

export const formatGroupPricesResponse = z.object({
  formatGroup: z.string(),
  currency,
  prices: z.array(formatPrice),
})

export const formatsPricesResponse = z.object({ currency, prices: z.array(formatPrice) })

export const formatLimitsResponse = z.object({
  limits: z.array(
    z.object({
      materialType: z.string(),
      minSideMm: z.number().int(),
      maxSideMm: z.number().int(),
      maxShortSideMm: z.number().int(),
    }),
  ),
})
