/**
 * Cookie consent (necessary / statistics / marketing). Necessary cookies (cart, visitor key, login,
 * the consent itself) need no consent. The choice is kept in a cookie the browser reads and writes,
 * so pages stay static: the server renders the banner for everyone and an inline gate hides it before
 * the first paint for a browser that has chosen (components/consent/consent-gate.ts).
 */
export const CONSENT_COOKIE = 'cookie_consent'
/** Ask again after about six months, as German data-protection authorities recommend. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182
/** Fired on window when the visitor saves a choice, so open clients (flags) react at once. */
export const CONSENT_EVENT = 'shop:consent'
/** Fired by the footer link to open the settings again. */
export const CONSENT_OPEN_EVENT = 'shop:consent-open'

export interface ConsentChoice {
  statistics: boolean
  marketing: boolean
}

export type ConsentStatus = 'granted' | 'declined' | 'unknown'

// Versioned so that a change of purposes can ask everyone again.
export const CONSENT_FORMAT = /^v1\.s([01])\.m([01])$/

export function serializeConsent(choice: ConsentChoice): string {
  return `v1.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`
}

export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = value ? CONSENT_FORMAT.exec(value) : null
  if (!match) return null
  return { statistics: match[1] === '1', marketing: match[2] === '1' }
}

/** The flag client's consent state: A/B impressions and events are statistics. */
export function flagConsentStatus(choice: ConsentChoice | null): ConsentStatus {
  if (!choice) return 'unknown'
  return choice.statistics ? 'granted' : 'declined'
}

export function readConsentFromCookieHeader(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === CONSENT_COOKIE) return parseConsent(decodeURIComponent(rest.join('=')))
  }
  return null
}
