import 'server-only'
import type { BrandKey } from '@/lib/config/brands'
import { FLAG_OVERRIDE_COOKIE, type FlagName, type FlagOrigin, type Treatment } from '@/lib/config/flags'
import { CONSENT_COOKIE, flagConsentStatus, parseConsent } from '@/lib/consent/consent'
import { logger } from '@/lib/log/logger'
import { deviceInfo } from './device'
import { evaluateFlagRequest, flagOrigins, type FlagSource } from './evaluate'
import { parseOverrideCookie, type FlagOverrides } from './overrides'
import { evaluateWithSdk } from './sdk-server'
import { trafficKeyFrom } from './traffic-key'

export interface PageFlags {
  treatments: Record<string, Treatment>
  source: FlagSource
  /** Per flag: SDK, override or default (the QA panel's source column). */
  origins: Record<string, FlagOrigin>
  overrides: FlagOverrides
}

export interface VisitorFlagInput {
  brand: BrandKey
  names: readonly FlagName[]
  /** Reads one request cookie: the proxy and server components hold cookies in different objects. */
  cookie: (name: string) => string | undefined
  userAgent: string | null
}

/**
 * One visitor's treatments, from the request's cookies and user agent: the one evaluation that pages
 * (getPageFlags) and the proxy (content experiments) share, with the spec's monitoring record.
 */
export async function evaluateVisitorFlags(input: VisitorFlagInput): Promise<PageFlags> {
  const overrides = parseOverrideCookie(input.cookie(FLAG_OVERRIDE_COOKIE))
  // The customer id after login, else the visitor key (lib/flags/traffic-key.ts).
  const key = trafficKeyFrom(input.cookie)
  const result = await evaluateFlagRequest(
    { brand: input.brand, names: input.names, key, device: deviceInfo(input.userAgent), overrides },
    evaluateWithSdk,
  )
  const consent = flagConsentStatus(parseConsent(input.cookie(CONSENT_COOKIE)))
  if (result.source === 'sdk') {
    // The monitoring record of the spec: user key and flag → treatment. The key is pseudonymous, and
    // it is logged only with statistics consent.
    logger().info(
      { flags: { userKey: consent === 'granted' ? key : undefined, treatments: result.treatments, consent } },
      'flag impressions',
    )
    for (const [name, treatment] of Object.entries(result.treatments)) {
      if (treatment === 'control') logger().warn({ flag: name }, 'no treatment (control)')
    }
  }
  return { ...result, origins: flagOrigins(result, overrides), overrides }
}
