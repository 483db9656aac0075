import { describe, expect, it } from 'vitest'
import { isChunkLoadError, shouldReload, type ReloadGuardStorage } from './chunk-reload'

function memoryStorage(): ReloadGuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v) }
}

function named(name: string, message = ''): Error {
  const error = new Error(message)
  error.name = name
  return error
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['webpack ChunkLoadError by name', named('ChunkLoadError', 'x'), true],
    ['webpack message', new Error('Loading chunk 123 failed.\n(error: https://x/_next/1.js)'), true],
    ['webpack named chunk', new Error('Loading chunk app/de/page failed.'), true],
    ['webpack CSS chunk', new Error('Loading CSS chunk 7 failed.'), true],
    ['CSS chunk error name', named('CSSChunkLoadError'), true],
    ['Turbopack message', new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'), true],
    [
      'Chrome dynamic import',
      new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
      true,
    ],
    ['Safari dynamic import', new TypeError('Importing a module script failed.'), true],
    ['Firefox dynamic import', new TypeError('error loading dynamically imported module'), true],
    ['a bare message string', 'Loading chunk 5 failed.', true],
    ['a plain rejection object', { name: 'ChunkLoadError', message: 'x' }, true],
    ['an unrelated error', new Error('Cannot read properties of undefined'), false],
    ['a network error', new TypeError('Failed to fetch'), false],
    ['an unrelated string', 'chunky bacon', false],
    ['null', null, false],
    ['a number', 42, false],
  ])('%s → %s', (_name, input, expected) => {
    expect(isChunkLoadError(input)).toBe(expected)
  })
})

describe('shouldReload', () => {
  it.each<[string, Array<[path: string, at: number, expected: boolean]>]>([
    ['reloads the first time', [['/de', 1000, true]]],
    [
      'refuses a second reload of the same path within 10 s',
      [
        ['/de', 1000, true],
        ['/de', 10_999, false],
      ],
    ],
    [
      'allows it again after 10 s',
      [
        ['/de', 1000, true],
        ['/de', 11_000, true],
        ['/de', 12_000, false],
      ],
    ],
    [
      'guards each path separately',
      [
        ['/de', 1000, true],
        ['/at', 1001, true],
        ['/de', 1002, false],
      ],
    ],
    [
      'treats a record in the future (clock moved back) as expired',
      [
        ['/de', 50_000, true],
        ['/de', 100, true],
      ],
    ],
  ])('%s', (_name, steps) => {
    const storage = memoryStorage()
    for (const [path, at, expected] of steps)
      expect(shouldReload(storage, path, at), `${path} at ${at}`).toBe(expected)
  })

  it('ignores a corrupt record', () => {
    const storage = memoryStorage()
    storage.set('chunk-reload:/de', 'garbage')
    expect(shouldReload(storage, '/de', 1000)).toBe(true)
    expect(storage.data.get('chunk-reload:/de')).toBe('1000')
  })

  it('does not reload when the storage fails, so a reload loop is impossible', () => {
    const broken: ReloadGuardStorage = {
      get: () => null,
      set: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(shouldReload(broken, '/de', 1000)).toBe(false)
  })
})
