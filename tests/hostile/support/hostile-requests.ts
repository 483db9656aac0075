import fc from 'fast-check'
import { FORBIDDEN_FIELDS, HOSTILE_STRINGS, deepArray } from './payloads'
import {
  outOfBoundsValues,
  sampleObject,
  sampleValue,
  wrongTypeValue,
  type JsonSchema,
} from './schema-values'

export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required: boolean
  schema: JsonSchema
}

/** One operation of the OpenAPI document, as the suite reads it. */
export interface Operation {
  method: string
  path: string
  summary: string
  parameters: Parameter[]
  body?: JsonSchema
}

/** A request that is wrong in at least the one way `defect` names. */
export interface HostileRequest {
  defect: string
  pathValues: Record<string, string>
  query: [string, string][]
  headers: Record<string, string>
  body?: string
}

interface Draft {
  pathValues: Record<string, string>
  query: Map<string, string | string[]>
  headers: Record<string, string>
  body: unknown
  rawBody?: string
}

type Defect = { label: string; apply: (draft: Draft) => void }
const defect = (label: string, apply: (draft: Draft) => void): Defect => ({ label, apply })

export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema
      return {
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        parameters: (op.parameters ?? []) as Parameter[],
        ...(body ? { body } : {}),
      }
    }),
  )
}

/** Whether an operation takes input it could refuse beyond its headers (else: the headers only). */
export const isMultipart = (op: Operation) => /multipart\/form-data/.test(op.summary)

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** Values HTTP can carry in a header (no CR/LF, Latin-1, no edge blanks), the rest of the list is moot. */
const HEADER_VALUES = [...HOSTILE_STRINGS, 'shoes', 'CARD', 'xx-XX', 'de_DE'].filter((v) =>
  /^[\x21-\x7e\x80-\xff]([\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?$/.test(v),
)

function headerDefects(): fc.Arbitrary<Defect>[] {
  return [
    fc
      .constantFrom(...HEADER_VALUES)
      .map((v) =>
        defect(`channel header ${JSON.stringify(v.slice(0, 30))}`, (d) => void (d.headers.channel = v)),
      ),
    fc
      .constantFrom(...HEADER_VALUES)
      .map((v) =>
        defect(`locale header ${JSON.stringify(v.slice(0, 30))}`, (d) => void (d.headers.locale = v)),
      ),
    fc.constant(
      defect('locale the brand does not serve', (d) => {
        d.headers.channel = 'card'
        d.headers.locale = 'en-US'
      }),
    ),
  ]
}

function parameterDefects(param: Parameter): fc.Arbitrary<Defect>[] {
  const bare = param.name.replace(/\[\]$/, '')
  const isArray = param.name.endsWith('[]')
  const set = (d: Draft, value: unknown) => {
    const text = Array.isArray(value) ? value.map(asQueryText) : asQueryText(value)
    if (param.in === 'path') d.pathValues[bare] = Array.isArray(text) ? text.join(',') : text
    else d.query.set(param.name, text)
  }
  const out: fc.Arbitrary<Defect>[] = []
  if (param.in === 'query' && param.required)
    out.push(fc.constant(defect(`missing ${param.name}`, (d) => void d.query.delete(param.name))))
  for (const bad of outOfBoundsValues(param.schema))
    out.push(bad.map((v) => defect(`${param.name} out of bounds`, (d) => set(d, v))))
  const type = param.schema.type
  if (type === 'integer' || type === 'number')
    out.push(
      fc
        .constantFrom('abc', 'NaN', 'Infinity', '1e999', '--1', '1,5', '[]', '9'.repeat(400))
        .map((v) => defect(`${param.name} not a number: ${v.slice(0, 20)}`, (d) => set(d, v))),
    )
  if (param.in === 'query' && isArray)
    out.push(
      fc.constant(
        defect(`${bare} as a scalar`, (d) => {
          d.query.delete(param.name)
          d.query.set(bare, 'x')
        }),
      ),
    )
  if (param.in === 'query' && !isArray)
    out.push(
      fc.constant(
        defect(`${param.name} as an array`, (d) => {
          d.query.delete(param.name)
          d.query.set(`${param.name}[]`, ['a', 'b'])
        }),
      ),
    )
  // Plain string ids: nothing to break but existence and the id's shape.
  if (param.in === 'path' && out.length === 0)
    out.push(
      fc
        .oneof(fc.uuid(), fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }))
        .filter((v) => v !== '')
        .map((v) => defect(`unknown ${bare} ${JSON.stringify(v.slice(0, 30))}`, (d) => set(d, v))),
    )
  return out
}

function bodyDefects(schema: JsonSchema): fc.Arbitrary<Defect>[] {
  const out: fc.Arbitrary<Defect>[] = [
    fc
      .constantFrom<unknown>(null, 42, 'text', true, [], [{}], deepArray(2000))
      .map((v) => defect(`body ${JSON.stringify(v).slice(0, 20)}`, (d) => void (d.body = v))),
    fc
      .constantFrom('{', '{"a":', 'NaN', '\u0000', '{"a":1}}', "{'a':1}")
      .map((raw) => defect(`body not JSON ${JSON.stringify(raw)}`, (d) => void (d.rawBody = raw))),
  ]
  const variants = schema.anyOf ?? schema.oneOf ?? [schema]
  const objects = variants.filter((v) => v.properties)
  if (objects.length !== variants.length) return out
  if (objects.every((v) => v.additionalProperties === false))
    out.push(
      fc
        .tuple(
          fc.constantFrom(...FORBIDDEN_FIELDS),
          fc.constantFrom<unknown>(0, -1, 'paid', 'poster', null, { a: 1 }),
        )
        .map(([field, value]) =>
          defect(`extra field ${field}`, (d) => void ((d.body as Record<string, unknown>)[field] = value)),
        ),
    )
  const requiredEverywhere = (objects[0]?.required ?? []).filter((name) =>
    objects.every((v) => v.required?.includes(name)),
  )
  for (const name of requiredEverywhere)
    out.push(
      fc.constant(defect(`missing ${name}`, (d) => void delete (d.body as Record<string, unknown>)[name])),
    )
  if (objects.length === 1) {
    for (const [name, prop] of Object.entries(objects[0]!.properties ?? {})) {
      const setProp = (label: string) => (v: unknown) =>
        defect(`${label} ${name}`, (d) => void ((d.body as Record<string, unknown>)[name] = v))
      const wrong = wrongTypeValue(prop)
      if (wrong) out.push(wrong.map(setProp('wrong type')))
      for (const bad of outOfBoundsValues(prop)) out.push(bad.map(setProp('out of bounds')))
    }
  }
  return out
}

/** Every way the suite knows to break a request to `op`, as one arbitrary. */
export function hostileRequests(op: Operation): fc.Arbitrary<HostileRequest> {
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const defects = [
    ...headerDefects(),
    ...[...queryParams, ...pathParams].flatMap((p) => parameterDefects(p)),
    ...(op.body ? bodyDefects(op.body) : []),
  ]
  if (queryParams.length > 0)
    defects.push(
      fc
        .constantFrom(...FORBIDDEN_FIELDS)
        .map((name) => defect(`extra query ${name}`, (d) => void d.query.set(name, '0'))),
    )
  if (isMultipart(op))
    defects.push(
      fc
        .constantFrom('{"file":"x"}', '<html><script>alert(1)</script></html>', '--boundary\r\n\r\n')
        .map((raw) => defect('not multipart/form-data', (d) => void (d.rawBody = raw))),
    )

  const base = fc.record({
    pathValues: fc.record(
      Object.fromEntries(
        pathParams.map((p) => [
          p.name,
          p.schema.type === 'string' && !p.schema.pattern ? fc.uuid() : sampleValue(p.schema).map(String),
        ]),
      ),
    ),
    query: fc.record(
      Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, sampleValue(p.schema)])),
    ),
    body: op.body ? sampleBody(op.body) : fc.constant(undefined),
  })

  return fc.tuple(base, fc.oneof(...defects)).map(([start, broken]) => {
    const draft: Draft = {
      pathValues: { ...(start.pathValues as Record<string, string>) },
      query: new Map(
        Object.entries(start.query).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.map(asQueryText) : asQueryText(v),
        ]),
      ),
      headers: {},
      body: structuredClone(start.body),
    }
    broken.apply(draft)
    const query: [string, string][] = [...draft.query].flatMap(([name, value]) =>
      Array.isArray(value)
        ? value.map((v) => [name, v] as [string, string])
        : [[name, value] as [string, string]],
    )
    const body = draft.rawBody ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body))
    return {
      defect: broken.label,
      pathValues: draft.pathValues,
      query,
      headers: draft.headers,
      ...(body !== undefined ? { body } : {}),
    }
  })
}

function sampleBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length)
    return fc.oneof(...variants.map((v) => (v.properties ? sampleObject(v) : sampleValue(v))))
  return schema.properties ? sampleObject(schema) : sampleValue(schema)
}
