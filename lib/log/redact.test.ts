import { describe, expect, it } from 'vitest'
import { REDACTED, redactUrl, scrubSecrets, secretsOf } from './redact'

describe('redactUrl', () => {
  it.each([
    ['postgres://shop:s3cret@db:5432/shop', `postgres://shop:${REDACTED}@db:5432/shop`],
    [
      'postgresql://shop:p@ss@db/shop?sslmode=require',
      `postgresql://shop:${REDACTED}@db/shop?sslmode=require`,
    ],
    ['smtps://mailer:hunter22@smtp.example.com:465', `smtps://mailer:${REDACTED}@smtp.example.com:465`],
    ['postgres://shop@db/shop', 'postgres://shop@db/shop'],
    ['https://example.com/a?token=abc&x=1', `https://example.com/a?token=${REDACTED}&x=1`],
    ['/de/cart?page=2&access_token=abc#top', `/de/cart?page=2&access_token=${REDACTED}#top`],
    ['/de/cards?key=v&keyword=wedding', `/de/cards?key=${REDACTED}&keyword=wedding`],
    ['/de/cards/', '/de/cards/'],
    [
      'connect failed for postgres://app:topsecret@10.0.0.1/db: timeout',
      `connect failed for postgres://app:${REDACTED}@10.0.0.1/db: timeout`,
    ],
  ])('%s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected)
  })
})

describe('secretsOf', () => {
  it('collects whole values and URL passwords, longest first, skipping blanks and tiny values', () => {
    expect(secretsOf([undefined, 'tok-1234', 'postgres://u:pa%40ss99@h/db', 'ab'])).toEqual([
      'postgres://u:pa%40ss99@h/db',
      'pa%40ss99',
      'tok-1234',
      'pa@ss99',
    ])
  })
})

describe('scrubSecrets', () => {
  it('replaces raw and JSON-escaped occurrences', () => {
    const secret = 'we"ird\\pw'
    const line = JSON.stringify({ msg: `failed with ${secret}`, other: 'tok-1234 here' })
    const out = scrubSecrets(line, [secret, 'tok-1234'])
    expect(out).not.toContain('ird')
    expect(out).not.toContain('tok-1234')
    expect(JSON.parse(out)).toEqual({ msg: `failed with ${REDACTED}`, other: `${REDACTED} here` })
  })
})
