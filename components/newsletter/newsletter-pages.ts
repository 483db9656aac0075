/**
 * Pages that show neither the newsletter tab nor its pop-up: the event portal's (issue 31). The event
 * page is the couple's invitation for their guests, who came by a card's QR code to answer, not to
 * shop: a "5 € sparen" pop-up over a half-filled answer, or a tab over its last fields, is in their
 * way. The couple's event pages in the account have their save bar and buttons along the bottom edge,
 * where the fixed tab sat on them on a phone, and the account has a newsletter section of its own.
 * Paths as the browser has them: /{locale}/event/{slug}/ (lib/shop/events/links.ts) and
 * /{locale}/kundenkonto/events/… (ACCOUNT_ROUTES.events); newsletter-pages.test.ts checks both
 * against those sources. Plain patterns here, so the overlay's first-load code stays small.
 */
const WITHOUT_NEWSLETTER: readonly RegExp[] = [/^\/[^/]+\/event\//, /^\/[^/]+\/kundenkonto\/events(\/|$)/]

export function showsNewsletter(pathname: string): boolean {
  return !WITHOUT_NEWSLETTER.some((pattern) => pattern.test(pathname))
}
