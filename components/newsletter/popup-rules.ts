/** When the pop-up may open by itself (spec: not for crawlers, not in the desktop app, once per visitor). */
export const POPUP_SEEN_KEY = 'newsletter-popup-seen'
export const POPUP_DELAY_MS = 20_000

const CRAWLER =
  /bot|crawl|spider|slurp|mediapartners|lighthouse|headlesschrome\/.*pagespeed|facebookexternalhit|bingpreview/i

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent)
}

export function mayShowPopup(input: { userAgent: string; seen: boolean; desktopApp: boolean }): boolean {
  return !input.desktopApp && !input.seen && !isCrawler(input.userAgent)
}
