import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { logClientError } from './client-error-log'
import type { ClientErrorReport } from './client-error-schema'
import { resetLoggerForTests } from './logger'
import { createThrottle, THROTTLE_MAX_PER_WINDOW, THROTTLE_WINDOW_MS } from './throttle'

let lines: Array<Record<string, unknown>> = []

beforeEach(() => {
  lines = []
  resetEnvForTests({ APP_ENV: 'test', LOG_LEVEL: 'info' })
  resetLoggerForTests({
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  })
})

afterEach(() => {
  resetEnvForTests()
  resetLoggerForTests()
})

const report: ClientErrorReport = {
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at f (page.js:1:2)',
  url: '/de/warenkorb',
  kind: 'error',
  session: 'tab-1',
  channel: 'card',
  locale: 'de-DE',
}
const page = { path: '/de/warenkorb?token=abc', userAgent: 'Firefox' }

describe('logClientError', () => {
  it('writes the report with its context, the redacted page and the error as a plain object', () => {
    logClientError(report, page, { throttle: createThrottle(), now: () => 0 })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'client error',
      kind: 'error',
      channel: 'card',
      locale: 'de-DE',
      session: 'tab-1',
      userAgent: 'Firefox',
      error: { message: report.message, stack: report.stack },
    })
    expect(lines[0]?.url).not.toContain('abc')
  })

  it('warns for a chunk that failed to load (a deploy in progress, usually)', () => {
    logClientError({ ...report, kind: 'chunk-load' }, page, { throttle: createThrottle(), now: () => 0 })
    expect(lines[0]).toMatchObject({ level: 'warn', kind: 'chunk-load' })
  })

  it('throttles repeats of one kind and message and reports how many it dropped', () => {
    const deps = { throttle: createThrottle(), now: () => 0 }
    for (let i = 0; i < THROTTLE_MAX_PER_WINDOW + 3; i++) logClientError(report, page, deps)
    expect(lines).toHaveLength(THROTTLE_MAX_PER_WINDOW)
    logClientError({ ...report, kind: 'react' }, page, deps)
    expect(lines).toHaveLength(THROTTLE_MAX_PER_WINDOW + 1)

    logClientError(report, page, { ...deps, now: () => THROTTLE_WINDOW_MS })
    expect(lines.slice(-2)).toMatchObject([{ kind: 'error', suppressed: 3 }, { msg: 'client error' }])
  })
})
