import { deviceInfo } from '@/lib/flags/device'

/**
 * When the pop-up may open by itself (spec: not for crawlers, not in the desktop app, once per visitor).
 * The overlay imports this when its timer fires: the crawler patterns are not first-load JS (ADR 0027).
 */
export function mayShowPopup(input: { userAgent: string; seen: boolean; desktopApp: boolean }): boolean {
  // The same crawler rule as the feature flags (spec: crawlers get no pop-ups and no experiments).
  return !input.desktopApp && !input.seen && !deviceInfo(input.userAgent).isCrawler
}
