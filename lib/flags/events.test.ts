import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkEvent, FLAG_CLIENT_MESSAGES as M, isValidFlagSet } from './events'

const base = { key: 'b2c3', trafficType: 'user', eventType: 'add_to_cart' }

describe('checkEvent', () => {
  it.each([
    [{ key: '' }, M.invalidKey],
    [{ key: '   ' }, M.invalidKey],
    [{ key: 'k'.repeat(251) }, M.invalidKey],
    [{ key: 42 }, M.invalidKey],
    [{ eventType: '_starts_with_underscore' }, M.invalidEventType],
    [{ eventType: 'a'.repeat(81) }, M.invalidEventType],
    [{ eventType: 'has space' }, M.invalidEventType],
    [{ value: Number.NaN }, M.invalidValue],
    [{ value: Number.POSITIVE_INFINITY }, M.invalidValue],
    [{ value: '3' }, M.invalidValue],
    [{ properties: [1, 2] }, M.invalidProperties],
    [{ properties: new Date() }, M.invalidProperties],
    [{ properties: { text: 'x'.repeat(32_768) } }, M.propertiesTooBig],
    [{ trafficType: '' }, M.invalidTrafficType],
  ])('refuses %j', (change, message) => {
    const result = checkEvent({ ...base, ...change })
    expect(result).toMatchObject({ ok: false, error: message })
  })

  it('accepts the limits exactly', () => {
    const result = checkEvent({
      ...base,
      key: 'k'.repeat(250),
      eventType: 'a'.repeat(80),
      value: -0.5,
      properties: { step: 'checkout', count: 2, express: true, nested: { no: 1 } },
    })
    expect(result).toMatchObject({ ok: true, event: { properties: { nested: null } } })
  })

  it('warns above 300 properties and lower-cases the traffic type', () => {
    const properties = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`p${i}`, i]))
    const result = checkEvent({ ...base, trafficType: 'User', properties })
    expect(result.ok).toBe(true)
    expect(result.warnings).toEqual([M.manyProperties, M.invalidTrafficType])
    if (result.ok) expect(result.event.trafficType).toBe('user')
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (key, eventType, value, properties) => {
          const result = checkEvent({ key, trafficType: 'user', eventType, value, properties })
          expect(typeof result.ok).toBe('boolean')
        },
      ),
    )
  })
})

describe('flag sets', () => {
  it.each([
    ['checkout', true],
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
    ['Checkout', false],
    ['_x', false],
  ])('%s → %s', (name, ok) => {
    expect(isValidFlagSet(name)).toBe(ok)
  })
})
