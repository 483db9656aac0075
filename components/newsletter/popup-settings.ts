/** When the pop-up opens by itself; the rule that decides whether it may (popup-rules.ts) loads then. */
export const POPUP_SEEN_KEY = 'newsletter-popup-seen'
export const POPUP_DELAY_MS = 20_000
