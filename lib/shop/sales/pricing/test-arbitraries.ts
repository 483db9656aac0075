import fc from 'fast-check'
import { ACCESSORIES, ENVELOPES, PAPERS, REFINEMENTS, type FormatKey } from '@/lib/config/pricing'
import { DELIVERY_COUNTRIES, DELIVERY_COUNTRY_CONFIG, type DeliveryCountry } from '@/lib/config/shipping'
import { CARD_PRODUCT_TYPES, ENVELOPE_ONLY, productRules, type CardOption } from './card-products'
import { QUANTITY_STEPS } from './quantity'
import { ENVELOPE_FLAPS, SHIPPING_METHODS, type CardLineOptions, type ShippingMethod } from './schema'

/**
 * fast-check generators of *valid* pricing inputs, built from the same tables the engine reads, so a
 * property failure points at the engine (or a table), not at a generator that invented an option.
 * Test support only; imported by *.test.ts files.
 */
const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[]

function envelopeClassesFor(format: FormatKey) {
  return keysOf(ENVELOPES).filter((size) => (ENVELOPES[size].fits as readonly string[]).includes(format))
}

const accessory = <K extends keyof typeof ACCESSORIES>(kind: K, allowed: boolean) =>
  allowed ? fc.constantFrom(...keysOf(ACCESSORIES[kind])) : fc.constant('none' as const)

export const cardLineArb: fc.Arbitrary<CardLineOptions> = fc
  .constantFrom(...CARD_PRODUCT_TYPES)
  .chain((productType) => {
    const rules = productRules(productType)
    const has = (option: CardOption) => rules.options.includes(option)
    const papers = has('paper') ? (rules.papers ?? keysOf(PAPERS)) : []
    return fc
      .record({
        format: fc.constantFrom(...rules.formats),
        paper: papers.length > 0 ? fc.constantFrom(...papers) : fc.constant(undefined),
        quantity: fc.constantFrom(...QUANTITY_STEPS),
        punching: accessory('punching', has('punching')),
        ribbon: accessory('ribbon', has('ribbon')),
        screw: accessory('screw', has('screw')),
        holder: accessory('holder', has('holder')),
        tag: accessory('tag', has('tag')),
      })
      .chain((line) => {
        const refinable = has('refinement') && line.paper !== undefined && PAPERS[line.paper].refinable
        const classes = has('envelope') ? envelopeClassesFor(line.format) : []
        const envelope =
          classes.length === 0
            ? fc.constant(null)
            : fc.record({ flap: fc.constantFrom(...ENVELOPE_FLAPS), sizeClass: fc.constantFrom(...classes) })
        return fc
          .record({
            refinement: refinable ? fc.constantFrom(...keysOf(REFINEMENTS)) : fc.constant('none' as const),
            // Envelope-only items must have one; for cards it is optional.
            envelope: productType === ENVELOPE_ONLY ? envelope : fc.option(envelope, { nil: null }),
          })
          .map((rest) => ({ productType, ...line, ...rest }))
      })
  })

/** The countries the card channel sells to: every VAT market (the US shop sells posters only). */
export const countryArb: fc.Arbitrary<DeliveryCountry> = fc.constantFrom(
  ...DELIVERY_COUNTRIES.filter((country) => DELIVERY_COUNTRY_CONFIG[country].taxMode === 'vat'),
)

export function methodsOffered(country: DeliveryCountry): ShippingMethod[] {
  const { shipping } = DELIVERY_COUNTRY_CONFIG[country]
  return SHIPPING_METHODS.filter((method) =>
    method === 'standard'
      ? true
      : method === 'express'
        ? shipping.expressFrom !== null
        : shipping.saturdayExpressFrom !== null,
  )
}

/** A non-empty order whose shipping method is offered in its country. */
export const orderArb = countryArb.chain((country) =>
  fc
    .record({
      country: fc.constant(country),
      lines: fc.array(cardLineArb, { maxLength: 5 }),
      samples: fc.integer({ min: 0, max: 20 }),
      shipping: fc.constantFrom(...methodsOffered(country)),
    })
    .filter((order) => order.lines.length > 0 || order.samples > 0),
)
