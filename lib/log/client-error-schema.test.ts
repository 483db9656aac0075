import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clientErrorReportSchema, formatReportError, isPathOrHttpUrl } from './client-error-schema'

const valid = { message: 'boom', url: '/de/cart', kind: 'error' }

describe('clientErrorReportSchema', () => {
  it('accepts a minimal and a full report', () => {
    expect(clientErrorReportSchema.safeParse(valid).success).toBe(true)
    const full = {
      ...valid,
      stack: 'Error: boom\n    at x (app.js:1:1)',
      session: 'a1b2-c3',
      channel: 'poster',
      locale: 'de-AT',
      userAgent: 'Mozilla/5.0',
    }
    expect(clientErrorReportSchema.parse(full)).toEqual(full)
  })

  it.each([
    ['empty message', { ...valid, message: '' }, 'message'],
    ['long message', { ...valid, message: 'x'.repeat(2001) }, 'message'],
    ['long stack', { ...valid, stack: 'x'.repeat(8001) }, 'stack'],
    ['protocol-relative url', { ...valid, url: '//evil.example/x' }, 'url'],
    ['javascript url', { ...valid, url: 'javascript:alert(1)' }, 'url'],
    ['relative url', { ...valid, url: 'de/cart' }, 'url'],
    ['long url', { ...valid, url: `/${'x'.repeat(2000)}` }, 'url'],
    ['unknown kind', { ...valid, kind: 'warning' }, 'kind'],
    ['session with spaces', { ...valid, session: 'a b' }, 'session'],
    ['long session', { ...valid, session: 'a'.repeat(101) }, 'session'],
    ['unknown channel', { ...valid, channel: 'mug' }, 'channel'],
    ['lower-case locale', { ...valid, locale: 'de-de' }, 'locale'],
    ['long user agent', { ...valid, userAgent: 'x'.repeat(501) }, 'userAgent'],
    ['missing message', { url: '/', kind: 'error' }, 'message'],
  ])('rejects %s, naming the field', (_name, input, field) => {
    const result = clientErrorReportSchema.safeParse(input)
    expect(result.success).toBe(false)
    if (!result.success) expect(formatReportError(result.error)).toContain(`: ${field}: `)
  })

  it('describes its fields for the OpenAPI document', () => {
    const json = z.toJSONSchema(clientErrorReportSchema) as {
      properties: Record<string, { description?: string }>
    }
    for (const [name, property] of Object.entries(json.properties)) {
      expect(property.description, name).toBeTruthy()
    }
  })
})

describe('isPathOrHttpUrl', () => {
  it.each([
    ['/de', true],
    ['https://shop.example/de', true],
    ['http://localhost:3000/', true],
    ['//host/x', false],
    ['/\\host', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isPathOrHttpUrl(value)).toBe(expected)
  })
})
