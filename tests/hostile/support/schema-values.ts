import fc from 'fast-check'
import { HOSTILE_STRINGS, deepArray, deepObject } from './payloads'

/** The part of JSON Schema (as z.toJSONSchema writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object'
const ALL_TYPES: readonly JsonType[] = ['string', 'number', 'boolean', 'null', 'array', 'object']

/** The JSON types a schema accepts, or null when it does not say (an "any" schema). */
export function acceptedTypes(schema: JsonSchema): Set<JsonType> | null {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) {
    const union = new Set<JsonType>()
    for (const variant of variants) {
      const types = acceptedTypes(variant)
      if (!types) return null
      types.forEach((t) => union.add(t))
    }
    return union
  }
  const values = schema.enum ?? ('const' in schema ? [schema.const] : undefined)
  if (values) return new Set(values.map(jsonTypeOf))
  if (schema.type === undefined) return schema.properties ? new Set(['object']) : null
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  return new Set(types.map((t) => (t === 'integer' ? 'number' : (t as JsonType))))
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as JsonType
}

const WRONG_BY_TYPE: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.constantFrom(...HOSTILE_STRINGS),
  number: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.constantFrom([], ['<script>alert(1)</script>'], [1, 2, 3], deepArray(300)),
  object: fc.constantFrom({}, { price: 0 }, deepObject(300), { $gt: '' }),
}

/** Values of a JSON type the schema does not accept at all, or null when every type is accepted. */
export function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const accepted = acceptedTypes(schema)
  if (!accepted) return null
  const wrong = ALL_TYPES.filter((t) => !accepted.has(t)).map((t) => WRONG_BY_TYPE[t])
  return wrong.length ? fc.oneof(...wrong) : null
}

// Case-insensitive: some schemas upper-case a value (voucher codes) before the pattern applies.
function notMatching(pattern: string): string[] {
  const regex = new RegExp(pattern, 'iu')
  return HOSTILE_STRINGS.filter((s) => !regex.test(s))
}

/**
 * Values of the right JSON type that break a bound of the schema: too long or short, above the
 * maximum, below the minimum, a fraction where an integer is due, outside the enum, against the
 * pattern, too many or too few items. Empty when the schema has no bound (free text).
 */
export function outOfBoundsValues(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = []
  if (schema.enum && schema.enum.every((v) => typeof v === 'string'))
    out.push(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => !schema.enum!.includes(s))))
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  if (types.includes('string') && !schema.enum) {
    const { maxLength, minLength, pattern, format } = schema
    if (maxLength !== undefined)
      out.push(fc.integer({ min: maxLength + 1, max: maxLength + 3000 }).map((n) => '<'.padEnd(n, 'x')))
    if (minLength && minLength > 0) out.push(fc.constant('x'.repeat(minLength - 1)))
    if (pattern) {
      const misses = notMatching(pattern).filter((s) => maxLength === undefined || s.length <= maxLength)
      if (misses.length) out.push(fc.constantFrom(...misses))
    }
    if (format === 'email')
      out.push(fc.constantFrom('no-at-sign', '<script>@x', 'a@b\r\nBcc: c@evil.example'))
    if (format === 'uuid') out.push(fc.constantFrom('not-a-uuid', "' OR 1=1 --", '00000000-0000'))
  }
  if (types.includes('integer') || types.includes('number')) {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema
    const upper = maximum ?? exclusiveMaximum
    const lower = minimum ?? exclusiveMinimum
    if (upper !== undefined) out.push(fc.constantFrom(upper + 1, upper * 1000 + 1, 1e308))
    if (lower !== undefined) out.push(fc.constantFrom(lower - 1, -1e308, -(2 ** 53)))
    if (types.includes('integer')) out.push(fc.constant((lower ?? 0) + 0.5))
  }
  if (types.includes('array') && schema.items) {
    const item = sampleValue(schema.items)
    if (schema.maxItems !== undefined)
      out.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 20 }))
    if (schema.minItems && schema.minItems > 0) out.push(fc.constant([]))
    const badItem = wrongTypeValue(schema.items)
    if (badItem) out.push(badItem.map((v) => [v]))
  }
  return out
}

/** A plausible value for a schema: a start for a request that another part then breaks. */
export function sampleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.[0]) return sampleValue(variants[0])
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 60
      return fc
        .constantFrom('Anna', '<script>alert(1)</script>', 'x'.repeat(Math.min(max, 40)))
        .map((s) => s.slice(0, max).padEnd(schema.minLength ?? 0, 'x'))
    }
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? 0),
        max: Math.floor(Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER)),
      })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return schema.items ? fc.array(sampleValue(schema.items), { maxLength: 2 }) : fc.constant([])
    case 'object':
      return sampleObject(schema)
    default:
      return fc.constant('x')
  }
}

export function sampleObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = schema.required ?? []
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const name of required) {
    const prop = schema.properties?.[name]
    if (prop) record[name] = sampleValue(prop)
  }
  return fc.record(record) as fc.Arbitrary<Record<string, unknown>>
}
