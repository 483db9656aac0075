import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.CARD_BRAND_NAME).toBe('Kartenstudio')
    expect(env.BRAND_HOSTS).toEqual({ 'myposter.localhost': 'poster' })
    expect(env.ROBOTS).toBe('noindex,nofollow')
    expect(env.COOKIE_SECURE).toBe(false)
  })

  it('points the site URLs to PORT unless they are set', () => {
    expect(parseEnv({})).toMatchObject({
      SITE_URL_CARD: 'http://localhost:3000',
      SITE_URL_POSTER: 'http://myposter.localhost:3000',
    })
    expect(parseEnv({ PORT: '3331' })).toMatchObject({
      SITE_URL_CARD: 'http://localhost:3331',
      SITE_URL_POSTER: 'http://myposter.localhost:3331',
    })
    expect(
      parseEnv({
        PORT: '3331',
        SITE_URL_CARD: 'https://karten.example',
        SITE_URL_POSTER: 'https://poster.example',
      }),
    ).toMatchObject({ SITE_URL_CARD: 'https://karten.example', SITE_URL_POSTER: 'https://poster.example' })
  })

  it('indexes in production only', () => {
    expect(parseEnv({ APP_ENV: 'production' }).ROBOTS).toBe('index,follow')
    expect(parseEnv({ APP_ENV: 'staging' }).ROBOTS).toBe('noindex,nofollow')
  })

  it.each([
    ['development', false],
    ['test', false],
    ['staging', true],
    ['production', true],
  ])('secures cookies outside development and test: %s -> %s', (appEnv, secure) => {
    expect(parseEnv({ APP_ENV: appEnv }).COOKIE_SECURE).toBe(secure)
  })

  it('lets COOKIE_SECURE override the default either way', () => {
    expect(parseEnv({ APP_ENV: 'staging', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({ APP_ENV: 'development', COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true)
  })

  it.each([
    [{ PORT: '99999' }, /^Invalid environment: PORT: /],
    [{ BRAND_HOSTS: 'a.example=shoes' }, /^Invalid environment: BRAND_HOSTS: "a.example=shoes"/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment: DATABASE_URL: must start with postgres/],
    [{ SITE_URL_CARD: 'not a url' }, /^Invalid environment: SITE_URL_CARD: /],
    [{ SUPPORT_CONTACTS: '{oops' }, /^Invalid environment: SUPPORT_CONTACTS: is not valid JSON/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment: LOG_LEVEL: /],
    [{ ROBOTS: 'all' }, /^Invalid environment: ROBOTS: /],
  ])('rejects %o with one line naming the variable', (input, message) => {
    expect(() => parseEnv(input)).toThrow(message)
    try {
      parseEnv(input)
    } catch (e) {
      expect((e as Error).message).not.toContain('\n')
    }
  })

  it('parses the brand host map and support contacts', () => {
    const env = parseEnv({
      BRAND_HOSTS: 'poster.example=poster, cards.example=card',
      SUPPORT_CONTACTS: '{"card":{"de":{"email":"a@b.de","phone":"+49 1"}}}',
    })
    expect(env.BRAND_HOSTS).toEqual({ 'poster.example': 'poster', 'cards.example': 'card' })
    expect(env.SUPPORT_CONTACTS?.card?.de?.email).toBe('a@b.de')
  })
})
