/**
 * The cookie that remembers the visitor's answer to the country-switch pop-up. A module of its own:
 * the pop-up's always-loaded part reads only this name, and importing it from country-hint.ts would
 * put that module's matching logic into every page's first-load JS.
 */
export const COUNTRY_HINT_COOKIE = 'country_hint_dismissed'
