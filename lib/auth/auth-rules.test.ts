import argon2 from 'argon2'
import { describe, expect, it } from 'vitest'
import { ARGON2_PARAMS, hashPassword, verifyPassword } from './password-hash'
import { isCommonPassword, newPasswordSchema, passwordProblem } from './password-rules'
import { sessionPastAbsoluteLimit, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from './session-policy'
import { createLoginThrottle, delayAfter, FORGET_AFTER_MS, MAX_DELAY_MS } from './throttle'
import { withMinimumDuration } from './timing'
import COMMON from './common-passwords.json'

describe('password hashing', () => {
  it('uses Argon2id with m=19456 KiB, t=2, p=1 and verifies', async () => {
    expect(ARGON2_PARAMS).toEqual({ type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    const hash = await hashPassword('a long passphrase')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(await verifyPassword({ hash, password: 'a long passphrase' })).toBe(true)
    expect(await verifyPassword({ hash, password: 'a long passphrasE' })).toBe(false)
    expect(await verifyPassword({ hash: 'bcrypt-or-garbage', password: 'x' })).toBe(false)
  })
})

describe('password rules', () => {
  it.each([
    ['short', 'tooShort'],
    ['1234567', 'tooShort'],
    ['password', 'common'],
    ['Passwort123', 'common'],
    ['qwertz123', 'common'],
    ['12345678', 'common'],
    ['correct horse battery staple', null],
    ['  spaces count  ', null],
    ['äöüß'.repeat(16), null],
    ['correct horse battery staple '.repeat(5).slice(0, 128), null],
    ['x'.repeat(129), 'tooLong'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem)
  })

  it('accepts passwords unchanged (no trimming) and bundles a few thousand common ones', () => {
    expect(newPasswordSchema.parse('  padded password  ')).toBe('  padded password  ')
    expect(COMMON.length).toBeGreaterThan(3_000)
    expect(isCommonPassword('ILOVEYOU1')).toBe(true)
  })
})

describe('login throttle', () => {
  it('lets 5 failures pass, then doubles the wait up to the cap', () => {
    expect([0, 4, 5, 6, 7].map(delayAfter)).toEqual([0, 0, 1000, 2000, 4000])
    expect(delayAfter(40)).toBe(MAX_DELAY_MS)
    const throttle = createLoginThrottle()
    for (let i = 0; i < 5; i++) {
      expect(throttle.waitMs('k', 0)).toBe(0)
      throttle.fail('k', 0)
    }
    expect(throttle.waitMs('k', 0)).toBe(1000)
    expect(throttle.waitMs('k', 1000)).toBe(0)
    throttle.fail('k', 1000)
    expect(throttle.waitMs('k', 1000)).toBe(2000)
    expect(throttle.waitMs('other', 1000)).toBe(0)
  })

  it('forgets after an hour and clears on success', () => {
    const throttle = createLoginThrottle()
    for (let i = 0; i < 6; i++) throttle.fail('k', 0)
    expect(throttle.waitMs('k', FORGET_AFTER_MS + 1)).toBe(0)
    for (let i = 0; i < 6; i++) throttle.fail('j', 0)
    throttle.succeed('j')
    expect(throttle.waitMs('j', 0)).toBe(0)
  })
})

describe('timing and sessions', () => {
  it('pads quick answers and failures to the floor', async () => {
    let clock = 0
    const slept: number[] = []
    const sleep = async (ms: number) => {
      slept.push(ms)
      clock += ms
    }
    expect(
      await withMinimumDuration(
        400,
        async () => 'ok',
        sleep,
        () => clock,
      ),
    ).toBe('ok')
    await expect(
      withMinimumDuration(
        400,
        async () => Promise.reject(new Error('no')),
        sleep,
        () => clock,
      ),
    ).rejects.toThrow('no')
    expect(slept).toEqual([400, 400])
  })

  it('has a day of idle time and 30 days absolute', () => {
    expect(SESSION_IDLE_SECONDS).toBe(86_400)
    const start = new Date('2026-01-01T00:00:00Z')
    expect(sessionPastAbsoluteLimit(start, new Date(start.getTime() + SESSION_ABSOLUTE_SECONDS * 1000))).toBe(
      false,
    )
    expect(
      sessionPastAbsoluteLimit(start, new Date(start.getTime() + SESSION_ABSOLUTE_SECONDS * 1000 + 1)),
    ).toBe(true)
  })
})
