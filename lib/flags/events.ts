/**
 * Validation of flag-client input exactly per spec 5 and 9, before anything reaches the SDK: the SDK
 * would drop a bad event quietly, and the spec wants each problem named (section 8 messages).
 */
import { isPlainRecord } from './plain-checks'

export const EVENT_LIMITS = {
  keyMaxLength: 250,
  eventTypeMaxLength: 80,
  propertiesMaxBytes: 32_768,
  propertiesWarnCount: 300,
  flagSetMaxLength: 50,
} as const

export const FLAG_CLIENT_MESSAGES = {
  invalidKey: 'invalid key or trait type: the key must be a non-empty string of at most 250 characters',
  invalidEventType:
    'failed to queue event: the event type must start with a letter or digit, followed by at most 79 letters, digits, dashes, underscores, periods or colons',
  invalidValue: 'failed to queue event: the event value must be a finite number',
  invalidProperties: 'failed to queue event: the event properties must be a plain object',
  propertiesTooBig: 'event properties too big (not queued): at most 32768 bytes',
  manyProperties: 'event has more than 300 properties; some may be dropped',
  invalidTrafficType: 'invalid key or trait type: the traffic type must be lowercase',
  invalidFlagSet: 'flag sets must be lowercase letters, digits and underscores, at most 50 characters',
  clientDestroyed: 'client already destroyed',
  failedToQueue: 'failed to queue event',
  noTreatment: 'no valid rules so control',
} as const

const EVENT_TYPE = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/
const FLAG_SET = /^[a-z0-9][_a-z0-9]{0,49}$/

export type EventProperties = Record<string, string | number | boolean | null>

export interface TrackEvent {
  key: string
  trafficType: string
  eventType: string
  value?: number
  properties?: EventProperties
}

export type EventCheck =
  { ok: true; event: TrackEvent; warnings: string[] } | { ok: false; error: string; warnings: string[] }

export function isValidKey(key: unknown): key is string {
  return typeof key === 'string' && key.trim().length > 0 && key.length <= EVENT_LIMITS.keyMaxLength
}

export function isValidFlagSet(name: string): boolean {
  return FLAG_SET.test(name)
}

/** Checks an event for the flag client's track call. */
export function checkEvent(input: {
  key: unknown
  trafficType: unknown
  eventType: unknown
  value?: unknown
  properties?: unknown
}): EventCheck {
  const warnings: string[] = []
  const fail = (error: string): EventCheck => ({ ok: false, error, warnings })
  if (!isValidKey(input.key)) return fail(FLAG_CLIENT_MESSAGES.invalidKey)
  if (typeof input.trafficType !== 'string' || input.trafficType === '') {
    return fail(FLAG_CLIENT_MESSAGES.invalidTrafficType)
  }
  if (typeof input.eventType !== 'string' || !EVENT_TYPE.test(input.eventType)) {
    return fail(FLAG_CLIENT_MESSAGES.invalidEventType)
  }
  if (input.value !== undefined && (typeof input.value !== 'number' || !Number.isFinite(input.value))) {
    return fail(FLAG_CLIENT_MESSAGES.invalidValue)
  }
  let properties: EventProperties | undefined
  if (input.properties !== undefined && input.properties !== null) {
    if (!isPlainRecord(input.properties)) return fail(FLAG_CLIENT_MESSAGES.invalidProperties)
    properties = {}
    for (const [name, value] of Object.entries(input.properties)) {
      // The SDK keeps only primitive values; anything else becomes null, as it does there.
      const primitive = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      properties[name] = primitive ? value : null
    }
    if (Object.keys(properties).length > EVENT_LIMITS.propertiesWarnCount) {
      warnings.push(FLAG_CLIENT_MESSAGES.manyProperties)
    }
    if (new TextEncoder().encode(JSON.stringify(properties)).length > EVENT_LIMITS.propertiesMaxBytes) {
      return fail(FLAG_CLIENT_MESSAGES.propertiesTooBig)
    }
  }
  // The spec: traffic type lowercase. The SDK lower-cases with a warning rather than refusing.
  const trafficType = input.trafficType.toLowerCase()
  if (trafficType !== input.trafficType) warnings.push(FLAG_CLIENT_MESSAGES.invalidTrafficType)
  return {
    ok: true,
    warnings,
    event: {
      key: input.key,
      trafficType,
      eventType: input.eventType,
      ...(input.value !== undefined ? { value: input.value as number } : {}),
      ...(properties ? { properties } : {}),
    },
  }
}
