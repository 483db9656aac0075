import { describe, expect, it } from 'vitest'

/**
 * Table-driven API tests for GET endpoints of the contract (issue 4: valid, missing, wrong type,
 * extra fields, huge values). Every refused case must be a 4xx JSON body naming the field.
 */
export type Query = Record<string, string | string[]>
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

export interface ContractCases {
  path: string
  handler: Handler
  /** Path parameters for routes like /x/{id}. */
  params?: Record<string, string>
  headers?: Record<string, string>
  valid: Query
  checkValid?: (json: unknown) => void
  missing?: readonly (readonly [Query, string])[]
  wrongType: readonly (readonly [Query, string])[]
  extra: Query
  huge: readonly (readonly [Query, string])[]
}

export function toSearch(query: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, item)
    else params.append(key, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export async function callGet(
  cases: Pick<ContractCases, 'path' | 'handler' | 'params' | 'headers'>,
  query: Query,
) {
  const request = new Request(`http://localhost:3000${cases.path}${toSearch(query)}`, {
    headers: cases.headers,
  })
  const response = await cases.handler(request, { params: Promise.resolve(cases.params ?? {}) })
  return { status: response.status, json: (await response.json()) as unknown }
}

async function expectRefused(cases: ContractCases, query: Query, field: string) {
  const { status, json } = await callGet(cases, query)
  expect(status, JSON.stringify(query)).toBeGreaterThanOrEqual(400)
  expect(status).toBeLessThan(500)
  const error = (json as { error: { field?: string; message: string } }).error
  expect(error.field, JSON.stringify(query)).toBe(field)
  expect(error.message.length).toBeGreaterThan(5)
}

export function describeContract(cases: ContractCases) {
  describe(`GET ${cases.path}`, () => {
    it('answers a valid request', async () => {
      const { status, json } = await callGet(cases, cases.valid)
      expect(status, JSON.stringify(json)).toBe(200)
      cases.checkValid?.(json)
    })
    it.each(cases.missing ?? [])('refuses a missing field %o (%s)', (q, f) => expectRefused(cases, q, f))
    it.each(cases.wrongType)('refuses a wrong type %o (%s)', (q, f) => expectRefused(cases, q, f))
    it('refuses an unknown field under its own name', () =>
      expectRefused(cases, { ...cases.valid, ...cases.extra }, Object.keys(cases.extra)[0] ?? 'query'))
    it.each(cases.huge)('refuses a huge value %o (%s)', (q, f) => expectRefused(cases, q, f))
  })
}
