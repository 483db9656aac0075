import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { resetLoggerForTests } from './logger'
import { logRequestError } from './request-error'

describe('logRequestError', () => {
  afterEach(() => resetLoggerForTests())

  it('logs the error with channel, locale, url and version', () => {
    const lines: string[] = []
    resetLoggerForTests(
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    )
    logRequestError(
      new Error('boom'),
      {
        path: '/de/products/?token=secret-value-123',
        method: 'GET',
        headers: { 'x-shop-channel': 'card', 'x-shop-locale': 'de-DE' },
      },
      { routerKind: 'App Router', routePath: '/[brand]/[locale]/[variant]/products', routeType: 'render' },
    )
    const entry = JSON.parse(lines[0] ?? '{}')
    expect(entry).toMatchObject({ level: 'error', msg: 'request failed', channel: 'card', locale: 'de-DE' })
    expect(entry.version).toBeTruthy()
    expect(entry.err.message).toBe('boom')
    expect(entry.url).not.toContain('secret-value-123')
  })
})
