import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_MAX_BODY_BYTES, clientErrorReportSchema } from './client-error-schema'
import { buildClientErrorReport, messageOf, serialiseReport, tabSessionId } from './client-report'

describe('messageOf', () => {
  const circular: Record<string, unknown> = {}
  circular.self = circular
  it.each<[string, unknown, string]>([
    ['an Error', new Error('boom'), 'boom'],
    ['an Error without message', new TypeError(), 'TypeError'],
    ['a string', 'plain', 'plain'],
    ['an object with message', { message: 'from object' }, 'from object'],
    ['another object', { code: 7 }, '{"code":7}'],
    ['a circular object', circular, '[object Object]'],
    ['undefined', undefined, 'undefined'],
  ])('%s', (_name, input, expected) => {
    expect(messageOf(input)).toBe(expected)
  })
})

describe('buildClientErrorReport', () => {
  it('always produces a report the route accepts', () => {
    const report = buildClientErrorReport(new Error('x'.repeat(5000)), 'react', {
      url: `/de/${'p'.repeat(3000)}`,
      channel: 'card',
      locale: 'not-a-locale',
      session: 'has spaces',
      userAgent: 'u'.repeat(900),
    })
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true)
    expect(report).not.toHaveProperty('locale')
    expect(report).not.toHaveProperty('session')
  })

  it('keeps valid context fields', () => {
    const report = buildClientErrorReport('oops', 'error', { url: '/at', locale: 'de-AT', session: 'abc-1' })
    expect(report).toEqual({ message: 'oops', kind: 'error', url: '/at', locale: 'de-AT', session: 'abc-1' })
  })

  it('replaces an empty message so the report stays valid', () => {
    expect(buildClientErrorReport('', 'error', { url: '' })).toMatchObject({
      message: 'Unknown error',
      url: '/',
    })
  })
})

describe('serialiseReport', () => {
  it('drops the stack when multi-byte text would pass the body limit', () => {
    const error = new Error('€'.repeat(2000))
    error.stack = '€'.repeat(8000)
    const body = serialiseReport(buildClientErrorReport(error, 'error', { url: '/de' }))
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(CLIENT_ERROR_MAX_BODY_BYTES)
    expect(clientErrorReportSchema.safeParse(JSON.parse(body)).success).toBe(true)
  })
})

describe('tabSessionId', () => {
  function store(): Pick<Storage, 'getItem' | 'setItem'> {
    const data = new Map<string, string>()
    return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
  }

  it('creates one id per tab and reuses it', () => {
    const storage = store()
    const id = tabSessionId(storage)
    expect(id).toMatch(/^[A-Za-z0-9-]{8,100}$/)
    expect(tabSessionId(storage)).toBe(id)
  })

  it('still returns an id when storage throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(tabSessionId(broken)).toMatch(/^[A-Za-z0-9-]+$/)
    expect(tabSessionId(undefined)).toMatch(/^[A-Za-z0-9-]+$/)
  })
})
