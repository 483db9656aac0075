// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  applyFlagConsent,
  browserFlagClient,
  destroyBrowserFlagClient,
  hasBrowserFlagClient,
  trackFlagEvent,
  type BrowserFlagSettings,
} from './browser-client'
import { FLAG_CLIENT_MESSAGES } from './events'

const settings = (consent: BrowserFlagSettings['consent']): BrowserFlagSettings => ({
  key: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  features: { kls_sticky_add_to_cart_KS142: 'on' },
  consent,
})

afterEach(() => destroyBrowserFlagClient())

describe('browser flag client', () => {
  it('evaluates the localhost features and exists once', async () => {
    const sdk = await browserFlagClient(settings('unknown'))
    await sdk.client().ready()
    expect(sdk.client().getTreatment('kls_sticky_add_to_cart_KS142')).toBe('on')
    expect(await browserFlagClient(settings('granted'))).toBe(sdk)
    expect(hasBrowserFlagClient()).toBe(true)
  })

  it('queues events while consent is unknown, stops after declining, restarts after granting', async () => {
    const s = settings('unknown')
    expect(await trackFlagEvent(s, 'add_to_cart', 1)).toEqual({ queued: true })
    await applyFlagConsent('declined')
    expect((await browserFlagClient(s)).UserConsent.getStatus()).toBe('DECLINED')
    expect(await trackFlagEvent(s, 'add_to_cart', 1)).toEqual({
      queued: false,
      reason: FLAG_CLIENT_MESSAGES.failedToQueue,
    })
    await applyFlagConsent('granted')
    expect((await browserFlagClient(s)).UserConsent.getStatus()).toBe('GRANTED')
    expect(await trackFlagEvent(s, 'add_to_cart', 1)).toEqual({ queued: true })
  })

  it('refuses invalid events before they reach the SDK', async () => {
    expect(await trackFlagEvent(settings('granted'), '-bad', 1)).toEqual({
      queued: false,
      reason: FLAG_CLIENT_MESSAGES.invalidEventType,
    })
    expect(hasBrowserFlagClient()).toBe(false)
  })
})
