import { deviceInfo } from '@/lib/flags/device'

/** When the pop-up may open by itself (spec: not for crawlers, not in the desktop app, once per visitor). */
export const POPUP_SEEN_KEY = 'newsletter-popup-seen'
export const POPUP_DELAY_MS = 20_000

export function mayShowPopup(input: { userAgent: string; seen: boolean; desktopApp: boolean }): boolean {
  // The same crawler rule as the feature flags (spec: crawlers get no pop-ups and no experiments).
  return !input.desktopApp && !input.seen && !deviceInfo(input.userAgent).isCrawler
}
