import { FLAGS, type FlagName, type FlagOrigin, type Treatment } from '@/lib/config/flags'
import type { BrandKey } from '@/lib/config/brands'
import type { DeviceInfo } from './device'
import type { FlagOverrides } from './overrides'

/** What one evaluation needs; the SDK is behind `evaluate` so this stays pure and testable. */
export interface FlagRequest {
  brand: BrandKey
  names: readonly FlagName[]
  /** The traffic key (lib/flags/traffic-key.ts, ADR 0050); null before the traffic id cookie exists. */
  key: string | null
  device: DeviceInfo
  overrides: FlagOverrides
}

export type FlagSource = 'sdk' | 'disabled' | 'crawler' | 'no-key' | 'not-ready'

export interface FlagResult {
  treatments: Record<string, Treatment>
  source: FlagSource
}

export type SdkEvaluate = (
  key: string,
  names: readonly FlagName[],
  attributes: { channel: BrandKey; mobileDevice: boolean },
) => Promise<Record<string, Treatment> | null>

function all(names: readonly FlagName[], treatment: Treatment): Record<string, Treatment> {
  return Object.fromEntries(names.map((name) => [name, treatment]))
}

/**
 * The spec's rules in order: evaluation disabled by query → default experience for everything;
 * crawlers never initialise a client; without a key a flag is off; a client that is not ready within
 * the page's budget gives control. Forced treatments from the QA query apply on top (except when
 * evaluation is disabled). Flags of the other brand are never evaluated.
 */
export async function evaluateFlagRequest(request: FlagRequest, sdk: SdkEvaluate): Promise<FlagResult> {
  const names = request.names.filter((name) => FLAGS[name].brand === request.brand)
  if (request.overrides.disabled) return { treatments: all(names, 'control'), source: 'disabled' }
  let result: FlagResult
  if (request.device.isCrawler) result = { treatments: all(names, 'control'), source: 'crawler' }
  else if (!request.key) result = { treatments: all(names, 'off'), source: 'no-key' }
  else {
    const treatments = await sdk(request.key, names, {
      channel: request.brand,
      mobileDevice: request.device.isMobile,
    })
    result = treatments
      ? { treatments: { ...all(names, 'control'), ...treatments }, source: 'sdk' }
      : { treatments: all(names, 'control'), source: 'not-ready' }
  }
  for (const name of names) {
    const forced = request.overrides.forced[name]
    if (forced) result.treatments[name] = forced
  }
  return result
}

/** Each evaluated flag's origin: forced by an override, decided by the provider, or the default experience. */
export function flagOrigins(result: FlagResult, overrides: FlagOverrides): Record<string, FlagOrigin> {
  return Object.fromEntries(
    Object.keys(result.treatments).map((name): [string, FlagOrigin] => [
      name,
      !overrides.disabled && overrides.forced[name as FlagName]
        ? 'override'
        : result.source === 'sdk'
          ? 'sdk'
          : 'default',
    ]),
  )
}

/** Only `on` switches a feature on: off, control and anything unexpected mean the default experience. */
export function isOn(treatments: Record<string, Treatment>, name: FlagName): boolean {
  return treatments[name] === 'on'
}
