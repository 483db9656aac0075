import { IntlMessageFormat } from 'intl-messageformat'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test loads the module anew: it prepares Intl once per page (module instance).
const load = async () => {
  vi.resetModules()
  return import('./client-intl')
}

describe('prepareClientIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('compiles messages without asking ICU for its list of number-format locales', async () => {
    const { prepareClientIntl } = await load()
    prepareClientIntl()
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    const message = new IntlMessageFormat('{n, plural, one {# Karte} other {# Karten}} für {name}', 'de-AT')
    expect(message.format({ n: 2, name: 'Anna' })).toBe('2 Karten für Anna')
    expect(message.resolvedOptions().locale).toBe('de-AT')
    expect(new IntlMessageFormat('{who} saved', ['en-US', 'de-DE']).resolvedOptions().locale).toBe('en-US')
    expect(supported).not.toHaveBeenCalled()
  })

  it('formats numbers in the requested locale, as Intl does', async () => {
    const { prepareClientIntl } = await load()
    prepareClientIntl()
    const formatted = ['de-DE', 'en-US', 'de-CH'].map((locale) =>
      new IntlMessageFormat('{n, number}', locale).format({ n: 1234.5 }),
    )
    expect(formatted).toEqual(['de-DE', 'en-US', 'de-CH'].map((l) => new Intl.NumberFormat(l).format(1234.5)))
    expect(formatted[0]).toBe('1.234,5')
  })

  it('in a browser, loads the locale data in three tasks of its own, once', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('document', { documentElement: { lang: 'de-CH' } })
    const spy = <K extends 'Locale' | 'Segmenter' | 'NumberFormat'>(name: K) => {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      return vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        return new Original(...args)
      } as never)
    }
    const created = { Locale: spy('Locale'), Segmenter: spy('Segmenter'), NumberFormat: spy('NumberFormat') }
    const counts = () => Object.values(created).map((s) => s.mock.calls.length)
    const { prepareClientIntl } = await load()
    prepareClientIntl()
    prepareClientIntl()
    expect(counts()).toEqual([0, 0, 0])
    vi.advanceTimersToNextTimer()
    expect(counts()).toEqual([1, 0, 0])
    vi.advanceTimersToNextTimer()
    expect(counts()).toEqual([1, 1, 0])
    vi.advanceTimersToNextTimer()
    expect(counts()).toEqual([1, 1, 1])
    expect(vi.getTimerCount()).toBe(0)
    expect(created.Locale).toHaveBeenCalledWith('de-CH')
    expect(created.Segmenter).toHaveBeenCalledWith('de-CH', { granularity: 'grapheme' })
    expect(created.NumberFormat).toHaveBeenCalledWith('de-CH')
  })

  it('on the server, queues nothing', async () => {
    vi.useFakeTimers()
    const { prepareClientIntl } = await load()
    prepareClientIntl()
    expect(vi.getTimerCount()).toBe(0)
  })
})
