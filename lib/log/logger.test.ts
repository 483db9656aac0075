import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { APP_VERSION, createLogger, logger, requestLogger, resetLoggerForTests } from './logger'
import { REDACTED } from './redact'

// server-only throws outside Next's react-server build condition, which Vitest does not set;
// vi.mock is hoisted above the imports.
vi.mock('server-only', () => ({}))

function memoryStream(): { write(line: string): void; lines(): Array<Record<string, unknown>> } {
  const raw: string[] = []
  return {
    write: (line) => void raw.push(line),
    lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>),
  }
}

afterEach(() => {
  resetEnvForTests()
  resetLoggerForTests()
})

describe('createLogger', () => {
  it('writes JSON with the base fields and a level label', () => {
    const out = memoryStream()
    createLogger({ level: 'info', environment: 'staging', destination: out }).info({ a: 1 }, 'hello')
    expect(out.lines()[0]).toMatchObject({
      level: 'info',
      msg: 'hello',
      a: 1,
      service: 'print-shop',
      version: APP_VERSION,
      environment: 'staging',
    })
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('respects the level', () => {
    const out = memoryStream()
    const log = createLogger({ level: 'warn', environment: 'test', destination: out })
    log.info('hidden')
    log.warn('shown')
    expect(out.lines().map((l) => l.msg)).toEqual(['shown'])
  })

  it.each([
    [{ password: 'pw-1' }, ['password']],
    [{ user: { password: 'pw-1', token: 'tk-1' } }, ['user', 'password']],
    [{ headers: { cookie: 'sid=1', authorization: 'Bearer x' } }, ['headers', 'cookie']],
    [{ req: { headers: { cookie: 'sid=1' } } }, ['req', 'headers', 'cookie']],
    [{ ctx: { authorization: 'Bearer x' } }, ['ctx', 'authorization']],
  ])('redacts secret keys in %j', (fields, path) => {
    const out = memoryStream()
    createLogger({ level: 'info', environment: 'test', destination: out }).info(fields, 'x')
    let value: unknown = out.lines()[0]
    for (const key of path) value = (value as Record<string, unknown>)[key]
    expect(value).toBe(REDACTED)
  })

  it('scrubs configured secret values wherever they appear', () => {
    const out = memoryStream()
    const log = createLogger({
      level: 'info',
      environment: 'test',
      secrets: ['log-token-123', 'postgres://shop:db-pass-9@db/shop'],
      destination: out,
    })
    log.error({ detail: 'sent log-token-123' }, 'connect postgres://shop:db-pass-9@db/shop failed')
    log.error(new Error('auth failed for db-pass-9'))
    const text = JSON.stringify(out.lines())
    expect(text).not.toContain('log-token-123')
    expect(text).not.toContain('db-pass-9')
    expect(text).toContain(REDACTED)
  })
})

describe('logger() and requestLogger()', () => {
  it('reads level, environment and secrets from env()', () => {
    resetEnvForTests({
      APP_ENV: 'staging',
      LOG_LEVEL: 'debug',
      LOG_TOKEN: 'tok-abcdef',
      DATABASE_URL: 'postgres://u:very-secret@db/shop',
      AUTH_SECRET: 'auth-secret-0123456789abcdef-0123456789',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 's3-secret-xyz',
      CMS_WEBHOOK_SECRET: 'webhook-secret-0123456789',
    })
    const out = memoryStream()
    resetLoggerForTests(out)
    logger().debug(
      'token tok-abcdef, db postgres://u:very-secret@db/shop, auth auth-secret-0123456789abcdef-0123456789, ' +
        's3 s3-secret-xyz, webhook webhook-secret-0123456789',
    )
    const [line] = out.lines()
    expect(line).toMatchObject({ level: 'debug', environment: 'staging' })
    expect(JSON.stringify(line)).not.toMatch(/tok-abcdef|very-secret|auth-secret-0|s3-secret|webhook-secret/)
  })

  it('carries channel, locale, session and a redacted url on every line', () => {
    resetEnvForTests({ APP_ENV: 'production' })
    const out = memoryStream()
    resetLoggerForTests(out)
    requestLogger({ channel: 'poster', locale: 'de-DE', session: 'abc-1', url: '/de?token=t1' }).warn('x')
    expect(out.lines()[0]).toMatchObject({
      channel: 'poster',
      locale: 'de-DE',
      session: 'abc-1',
      url: `/de?token=${REDACTED}`,
      version: APP_VERSION,
      environment: 'production',
    })
  })

  it('omits context fields that are not known', () => {
    resetEnvForTests({})
    const out = memoryStream()
    resetLoggerForTests(out)
    requestLogger({ channel: 'card' }).info('x')
    expect(out.lines()[0]).not.toHaveProperty('session')
  })
})
