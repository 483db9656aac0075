import { randomBytes } from 'node:crypto'

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' }

/**
 * The event page's path segment: readable words from the title ("anna-und-ben") plus a random tail,
 * so the page address cannot be guessed from the couple's names and two "Anna & Ben" never collide.
 */
export function eventSlug(title: string, tail: string = randomBytes(5).toString('hex')): string {
  const words = title
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .replace(/&/g, ' und ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
  return words ? `${words}-${tail}` : `event-${tail}`
}

/** Kept here too for callers that import it with the slug (the event page). */
export { mapSearchUrl } from './map-link'
