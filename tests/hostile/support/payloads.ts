/** Hostile strings shared by the suites: markup, script URLs, header injection, formula cells. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'Anna\r\nBcc: victim@evil.example\r\nX-Injected: 1',
] as const

export const FORMULA_PAYLOADS = [
  '=HYPERLINK("https://evil.example","x")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\tTAB',
  '\rCR',
] as const

export const OPEN_REDIRECT_PAYLOADS = [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '///evil.example',
  'http:evil.example',
  ' //evil.example',
  '/\t/evil.example',
] as const

/** Strings no well-formed id, enum value, number or pattern accepts. */
export const HOSTILE_STRINGS = [
  ...XSS_PAYLOADS,
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'NaN',
  '-Infinity',
  '1e999',
  '__proto__',
  '{"$ne":null}',
  '\u0000\u202e\uffff',
  'x'.repeat(5000),
] as const

/** Fields a client must never set itself; every strict body refuses them by name. */
export const FORBIDDEN_FIELDS = ['price', 'status', 'customerId', 'brand', 'total'] as const

/** `[[[…]]]` `depth` levels deep. */
export function deepArray(depth: number): unknown {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i += 1) value = [value]
  return value
}

export function deepObject(depth: number): unknown {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i += 1) value = { a: value }
  return value
}
