import { afterEach, describe, expect, it } from 'vitest'
import { globalSlot, processSingleton } from './process-global'

const KEY = Symbol.for('test.processGlobal')

afterEach(() => globalSlot(KEY).set(undefined))

describe('processSingleton', () => {
  it('creates once per process and hands every caller the same value', () => {
    let made = 0
    const first = processSingleton(KEY, () => ({ n: ++made }))
    const second = processSingleton(KEY, () => ({ n: ++made }))
    expect(second).toBe(first)
    expect(made).toBe(1)
  })

  it('keeps the value on globalThis, so a second copy of a module finds it', () => {
    const value = processSingleton('__testProcessGlobal', () => 'shared')
    expect((globalThis as unknown as Record<string, unknown>).__testProcessGlobal).toBe(value)
    globalSlot('__testProcessGlobal').set(undefined)
    expect('__testProcessGlobal' in globalThis).toBe(false)
  })
})

describe('globalSlot', () => {
  it('reads, replaces and clears the value under its key', () => {
    const slot = globalSlot<number>(KEY)
    expect(slot.get()).toBeUndefined()
    slot.set(1)
    expect(globalSlot<number>(KEY).get()).toBe(1)
    slot.set(undefined)
    expect(slot.get()).toBeUndefined()
  })
})
