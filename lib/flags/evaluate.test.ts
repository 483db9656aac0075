import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { FLAG_NAMES, flagsOfBrand, type FlagName } from '@/lib/config/flags'
import { deviceInfo } from './device'
import { evaluateFlagRequest, flagOrigins, isOn, type FlagRequest, type SdkEvaluate } from './evaluate'
import { NO_OVERRIDES } from './overrides'
import { destroyFlagClient, evaluateWithSdk, localhostFlagsFile } from './sdk-server'

const DESKTOP = deviceInfo(
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
)
const CRAWLER = deviceInfo('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
const STICKY: FlagName = 'kls_sticky_add_to_cart_KS142'
const TEASER: FlagName = 'kls_home_teaser_test_KS187'

function request(change: Partial<FlagRequest> = {}): FlagRequest {
  return {
    brand: 'card',
    names: [STICKY, TEASER],
    key: 'visitor-1',
    device: DESKTOP,
    overrides: NO_OVERRIDES,
    ...change,
  }
}

const allOn: SdkEvaluate = async (_key, names) => Object.fromEntries(names.map((n) => [n, 'on']))

describe('evaluateFlagRequest', () => {
  it('asks the SDK with channel and mobileDevice attributes', async () => {
    const sdk = vi.fn(allOn)
    const result = await evaluateFlagRequest(request(), sdk)
    expect(result).toEqual({ source: 'sdk', treatments: { [STICKY]: 'on', [TEASER]: 'on' } })
    expect(sdk).toHaveBeenCalledWith('visitor-1', [STICKY, TEASER], { channel: 'card', mobileDevice: false })
  })

  it('never initialises for crawlers', async () => {
    const sdk = vi.fn(allOn)
    expect(await evaluateFlagRequest(request({ device: CRAWLER }), sdk)).toMatchObject({ source: 'crawler' })
    expect(sdk).not.toHaveBeenCalled()
  })

  it('gives off without a key and control when the client is not ready', async () => {
    expect((await evaluateFlagRequest(request({ key: null }), allOn)).treatments[STICKY]).toBe('off')
    const notReady = await evaluateFlagRequest(request(), async () => null)
    expect(notReady).toEqual({
      source: 'not-ready',
      treatments: { [STICKY]: 'control', [TEASER]: 'control' },
    })
  })

  it('applies forced treatments, even for crawlers, but not when evaluation is disabled', async () => {
    const forced = { ...NO_OVERRIDES, forced: { [STICKY]: 'off' as const } }
    expect((await evaluateFlagRequest(request({ overrides: forced }), allOn)).treatments[STICKY]).toBe('off')
    expect(
      (await evaluateFlagRequest(request({ overrides: forced, device: CRAWLER }), allOn)).treatments,
    ).toEqual({
      [STICKY]: 'off',
      [TEASER]: 'control',
    })
    const disabled = { ...forced, disabled: true }
    const sdk = vi.fn(allOn)
    expect(await evaluateFlagRequest(request({ overrides: disabled }), sdk)).toMatchObject({
      source: 'disabled',
      treatments: { [STICKY]: 'control' },
    })
    expect(sdk).not.toHaveBeenCalled()
  })

  it('names each treatment’s origin: SDK, override or default', async () => {
    const forced = { ...NO_OVERRIDES, forced: { [STICKY]: 'off' as const } }
    const viaSdk = await evaluateFlagRequest(request({ overrides: forced }), allOn)
    expect(flagOrigins(viaSdk, forced)).toEqual({ [STICKY]: 'override', [TEASER]: 'sdk' })
    const noKey = await evaluateFlagRequest(request({ key: null, overrides: forced }), allOn)
    expect(flagOrigins(noKey, forced)).toEqual({ [STICKY]: 'override', [TEASER]: 'default' })
    const disabled = { ...forced, disabled: true }
    const off = await evaluateFlagRequest(request({ overrides: disabled }), allOn)
    expect(flagOrigins(off, disabled)).toEqual({ [STICKY]: 'default', [TEASER]: 'default' })
  })

  it('ignores the other brand’s flags', async () => {
    const result = await evaluateFlagRequest(
      request({ names: ['voll_star_rating_calendar_VP320', STICKY] }),
      allOn,
    )
    expect(Object.keys(result.treatments)).toEqual([STICKY])
  })

  it('switches a feature on only for "on"', () => {
    expect(isOn({ [STICKY]: 'on' }, STICKY)).toBe(true)
    expect(isOn({ [STICKY]: 'control' }, STICKY)).toBe(false)
    expect(isOn({}, STICKY)).toBe(false)
  })
})

describe('localhost flags file', () => {
  afterAll(() => destroyFlagClient())

  it('lists exactly the flags the code knows, each with its brand prefix', () => {
    const yaml = readFileSync(localhostFlagsFile(), 'utf8')
    const names = [...yaml.matchAll(/^- ([\w-]+):/gm)].map((m) => m[1])
    expect(names.sort()).toEqual([...FLAG_NAMES].sort())
    for (const name of flagsOfBrand('card')) expect(name.startsWith('kls_')).toBe(true)
    for (const name of flagsOfBrand('poster')) expect(name.startsWith('voll_')).toBe(true)
  })

  it('is read by the real SDK in localhost mode', async () => {
    // The first call may land before the SDK has read the file; the page budget then gives null.
    let result = await evaluateWithSdk('visitor-1', [STICKY, TEASER], {
      channel: 'card',
      mobileDevice: false,
    })
    for (let i = 0; i < 20 && !result; i++) {
      await new Promise((r) => setTimeout(r, 50))
      result = await evaluateWithSdk('visitor-1', [STICKY, TEASER], { channel: 'card', mobileDevice: false })
    }
    expect(result).toEqual({ [STICKY]: 'on', [TEASER]: 'off' })
  })
})
