import { describe, expect, it } from 'vitest'
import { createThrottle, suppressionSummary, type ThrottleDecision } from './throttle'

type Step = [key: string, at: number, expected: ThrottleDecision]

const allow = (suppressed = 0): ThrottleDecision => ({ allow: true, suppressed })
const drop: ThrottleDecision = { allow: false, suppressed: 0 }

const cases: Array<{ name: string; steps: Step[] }> = [
  {
    name: 'allows the first five repeats within a window',
    steps: [0, 100, 200, 300, 400].map((t): Step => ['a', t, allow()]),
  },
  {
    name: 'drops the sixth and later repeats within the window',
    steps: [...[0, 1, 2, 3, 4].map((t): Step => ['a', t, allow()]), ['a', 5, drop], ['a', 999, drop]],
  },
  {
    name: 'reports the suppressed count once with the first message after the window',
    steps: [
      ...[0, 1, 2, 3, 4].map((t): Step => ['a', t, allow()]),
      ['a', 10, drop],
      ['a', 20, drop],
      ['a', 30, drop],
      ['a', 1000, allow(3)],
      ['a', 1001, allow()],
    ],
  },
  {
    name: 'the window starts at the first message of a key, not on a fixed grid',
    steps: [
      ['a', 900, allow()],
      ...[901, 902, 903, 904].map((t): Step => ['a', t, allow()]),
      ['a', 1500, drop],
      ['a', 1900, allow(1)],
    ],
  },
  {
    name: 'keys are throttled independently',
    steps: [...[0, 1, 2, 3, 4].map((t): Step => ['a', t, allow()]), ['a', 5, drop], ['b', 6, allow()]],
  },
  {
    name: 'a clock going backwards starts a new window instead of muting the key',
    steps: [
      ...[100, 101, 102, 103, 104].map((t): Step => ['a', t, allow()]),
      ['a', 105, drop],
      ['a', 50, allow(1)],
    ],
  },
]

describe('createThrottle', () => {
  it.each(cases)('$name', ({ steps }) => {
    const throttle = createThrottle()
    for (const [key, at, expected] of steps) {
      expect(throttle.check(key, at), `${key} at ${at}`).toEqual(expected)
    }
  })

  it('honours custom window and limit', () => {
    const throttle = createThrottle({ windowMs: 10, maxPerWindow: 1 })
    expect(throttle.check('k', 0)).toEqual(allow())
    expect(throttle.check('k', 5)).toEqual(drop)
    expect(throttle.check('k', 10)).toEqual(allow(1))
  })

  it('bounds its memory by evicting the least recently used key', () => {
    const throttle = createThrottle({ maxKeys: 3 })
    for (const t of [0, 1, 2, 3, 4]) throttle.check('old', t)
    expect(throttle.check('old', 5)).toEqual(drop)
    throttle.check('b', 6)
    throttle.check('c', 7)
    throttle.check('b', 8)
    throttle.check('d', 9) // evicts "old", the least recently used
    expect(throttle.size()).toBe(3)
    // "old" starts afresh; its pending count went with the eviction.
    expect(throttle.check('old', 10)).toEqual(allow())
    // "c" was the least recently used after that and is gone too; "b" and "d" survive.
    expect(throttle.size()).toBe(3)
  })

  it('never grows past the bound under a flood of distinct keys', () => {
    const throttle = createThrottle()
    for (let i = 0; i < 5000; i += 1) throttle.check(`key-${i}`, i)
    expect(throttle.size()).toBe(500)
  })

  it('formats the summary line', () => {
    expect(suppressionSummary(7)).toBe('7 repeats suppressed')
  })
})
