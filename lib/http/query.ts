/**
 * Query strings as the spec's calls send them: array parameters are named with "[]"
 * (`categoryIds[]=1&categoryIds[]=2`) and become arrays under the bare name; any other repeated
 * name keeps its last value. The result is what the endpoint's zod schema validates.
 */
export function queryToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2)
      const current = out[key]
      out[key] = Array.isArray(current) ? [...current, value] : [value]
    } else {
      out[rawKey] = value
    }
  }
  return out
}
