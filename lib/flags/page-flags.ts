import 'server-only'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { FLAG_OVERRIDE_COOKIE, type FlagName, type Treatment } from '@/lib/config/flags'
import { CONSENT_COOKIE, flagConsentStatus, parseConsent } from '@/lib/consent/consent'
import { getShopContext } from '@/lib/context/shop-context'
import { logger } from '@/lib/log/logger'
import { parseVisitorKey, VISITOR_COOKIE } from '@/lib/visitor/visitor-key'
import { deviceInfo } from './device'
import { evaluateFlagRequest, type FlagSource } from './evaluate'
import { parseOverrideCookie, type FlagOverrides } from './overrides'
import { evaluateWithSdk } from './sdk-server'

export interface PageFlags {
  treatments: Record<string, Treatment>
  source: FlagSource
  overrides: FlagOverrides
}

/**
 * Treatments for the flags a page uses, for this visitor. Reading cookies makes the page render per
 * request, which is what an experiment needs (and keeps overrides out of shared caches). Memoised per
 * request, so a page and its components agree on one evaluation.
 */
export const getPageFlags = cache(async (...names: FlagName[]): Promise<PageFlags> => {
  const [ctx, cookieStore, headerStore] = await Promise.all([getShopContext(), cookies(), headers()])
  const overrides = parseOverrideCookie(cookieStore.get(FLAG_OVERRIDE_COOKIE)?.value)
  const key = parseVisitorKey(cookieStore.get(VISITOR_COOKIE)?.value)
  const result = await evaluateFlagRequest(
    { brand: ctx.brand, names, key, device: deviceInfo(headerStore.get('user-agent')), overrides },
    evaluateWithSdk,
  )
  const consent = flagConsentStatus(parseConsent(cookieStore.get(CONSENT_COOKIE)?.value))
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
  return { ...result, overrides }
})
