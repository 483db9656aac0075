import { FLAG_SDK_STARTUP, type Treatment } from '@/lib/config/flags'
import type { ConsentStatus } from '@/lib/consent/consent'
import { checkEvent, FLAG_CLIENT_MESSAGES, type EventProperties } from './events'

/**
 * The browser's flag client, created only when the page needs it (an event to track, a treatment that
 * must change after hydration) and loaded with a dynamic import so its code is not in any page's first
 * load. Crawlers and visitors with evaluation disabled never create one; there is never a second one.
 */
export interface BrowserFlagSettings {
  /** The visitor key (or customer id after login). */
  key: string
  /** Browser SDK key; without one the SDK runs in localhost mode from `features`. */
  sdkKey?: string
  features: Record<string, Treatment>
  consent: ConsentStatus
}

type BrowserSdk = SplitIO.IBrowserSDK

// One SDK per page, whichever bundle asks first. Browser code: not lib/runtime/process-global.ts,
// whose bytes would land in every page's first load (js-budget.spec.ts) for one slot.
const state = globalThis as typeof globalThis & { __browserFlags?: Promise<BrowserSdk> }

const CONSENT_SETTING = { granted: 'GRANTED', declined: 'DECLINED', unknown: 'UNKNOWN' } as const

export function browserFlagClient(settings: BrowserFlagSettings): Promise<BrowserSdk> {
  state.__browserFlags ??= import('@splitsoftware/splitio/client').then(({ SplitFactory }) =>
    SplitFactory({
      core: { authorizationKey: settings.sdkKey ?? 'localhost', key: settings.key },
      ...(settings.sdkKey ? {} : { features: settings.features }),
      startup: FLAG_SDK_STARTUP,
      // Unknown consent queues impressions and events without sending them.
      userConsent: CONSENT_SETTING[settings.consent],
      debug: false,
    }),
  )
  return state.__browserFlags
}

/** Whether a client exists (the spec: initialisation is skipped when one already exists). */
export function hasBrowserFlagClient(): boolean {
  return state.__browserFlags !== undefined
}

/**
 * Consent changed in the banner: declining stops sending and drops what is queued; granting starts
 * sending again. Unknown cannot be set back once decided.
 */
export async function applyFlagConsent(consent: ConsentStatus): Promise<void> {
  if (!state.__browserFlags || consent === 'unknown') return
  const sdk = await state.__browserFlags
  sdk.UserConsent.setStatus(consent === 'granted')
}

export type TrackResult = { queued: true } | { queued: false; reason: string }

export async function trackFlagEvent(
  settings: BrowserFlagSettings,
  eventType: string,
  value?: number,
  properties?: EventProperties,
): Promise<TrackResult> {
  const check = checkEvent({ key: settings.key, trafficType: 'user', eventType, value, properties })
  if (!check.ok) return { queued: false, reason: check.error }
  const sdk = await browserFlagClient(settings)
  const { event } = check
  const queued = sdk.client().track(event.trafficType, event.eventType, event.value, event.properties)
  return queued ? { queued: true } : { queued: false, reason: FLAG_CLIENT_MESSAGES.failedToQueue }
}

export async function destroyBrowserFlagClient(): Promise<void> {
  const pending = state.__browserFlags
  state.__browserFlags = undefined
  if (pending) await (await pending).destroy()
}
