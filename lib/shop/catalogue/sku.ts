import {
  ACCESSORY_COLOURS,
  ENVELOPE_SUBTYPES,
  type AccessoryColour,
  type AccessoryKindKey,
  type EnvelopeSubtype,
} from '@/lib/model/accessory-keys'

/**
 * Accessory SKUs and format strings (spec sections 3 and 5). SKUs arrive from URLs, carts and the
 * price API, so parsing never throws and never trusts a segment it does not know: an unknown subtype
 * or colour (including names like "__proto__") makes the whole SKU unreadable rather than half-read.
 */

export interface Dimensions {
  widthMm: number
  heightMm: number
}

/** Two positive integers, the first digit of each non-zero, joined by a lower-case x. */
const FORMAT_STRING = /^([1-9][0-9]*)x([1-9][0-9]*)$/

/**
 * Reads "WxH" (e.g. "162x114"). Spec section 5: anything else reads as 0 by 0, so callers get one
 * shape to handle; so does a number too large to be exact, which no real sheet has.
 */
export function parseFormatString(value: string): Dimensions {
  const match = FORMAT_STRING.exec(value)
  const widthMm = Number(match?.[1])
  const heightMm = Number(match?.[2])
  if (!match || !Number.isSafeInteger(widthMm) || !Number.isSafeInteger(heightMm)) {
    return { widthMm: 0, heightMm: 0 }
  }
  return { widthMm, heightMm }
}

export function isFormatString(value: string): boolean {
  return parseFormatString(value).widthMm > 0
}

/** The inverse of parseFormatString; throws for sizes it could not read back, a programming error. */
export function formatString({ widthMm, heightMm }: Dimensions): string {
  if (![widthMm, heightMm].every((n) => Number.isSafeInteger(n) && n > 0)) {
    throw new RangeError(`A format needs two positive whole millimetres, got ${widthMm} by ${heightMm}`)
  }
  return `${widthMm}x${heightMm}`
}

export interface EnvelopeSku extends Dimensions {
  subtype: EnvelopeSubtype
  colour: AccessoryColour
}

export function buildEnvelopeSku(envelope: EnvelopeSku): string {
  return buildAccessorySku('envelope', [envelope.subtype, envelope.colour, formatString(envelope)])
}

/**
 * Reads envelope-<subtype>-<colour>-<W>x<H>, split on dashes as the spec says. Null when the
 * segments are not exactly those four or name an unknown subtype or colour; a malformed size reads as
 * 0 by 0 (spec section 5), which the accessories table rejects for envelopes.
 */
export function parseEnvelopeSku(sku: string): EnvelopeSku | null {
  const parts = sku.split('-')
  if (parts.length !== 4) return null
  const [kind, subtype, colour, size] = parts as [string, string, string, string]
  if (kind !== 'envelope' || !isKeyOf(ENVELOPE_SUBTYPES, subtype) || !isKeyOf(ACCESSORY_COLOURS, colour)) {
    return null
  }
  return { subtype, colour, ...parseFormatString(size) }
}

/**
 * The SKU of any accessory: its kind, then its distinguishing values in a fixed order (subtype or
 * paper, colour, size), skipping the ones it does not have. Envelopes come out as the spec's pattern.
 */
export function buildAccessorySku(
  kind: AccessoryKindKey,
  parts: readonly (string | null | undefined)[],
): string {
  const segments = parts.filter((part): part is string => typeof part === 'string' && part !== '')
  return [kind, ...segments].join('-')
}

function isKeyOf<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key)
}
