import { CONSENT_COOKIE, CONSENT_FORMAT } from './consent'

/** Set on <html> by the gate while a stored choice keeps the server-rendered banner hidden. */
export const CONSENT_GIVEN_ATTRIBUTE = 'data-consent-given'

/**
 * The inline script before the cookie banner (components/consent/consent-gate.tsx). It runs before
 * the first paint: a browser that holds a valid choice marks <html>, and the banner's CSS hides it.
 * The same cookie format the banner reads (readConsentFromCookieHeader), so the gate never hides a
 * banner React would show. Allowed on per-request pages by its hash (lib/security/csp.ts).
 */
export const CONSENT_GATE_SCRIPT = `/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_FORMAT.source.slice(1, -1)}(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute(${JSON.stringify(CONSENT_GIVEN_ATTRIBUTE)},'')`
