import { REVIEW_LIMITS } from '@/lib/model/reviews'

/**
 * How a reviewer is shown: first name and the initial of the last name ("Anna M."), nothing that
 * identifies the person further. Whitespace is collapsed; a missing last name leaves the first name.
 */
export function authorDisplayName(firstName: string, lastName = ''): string {
  const first = firstName
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, REVIEW_LIMITS.authorName - 3)
  const initial = [...lastName.trim()][0]
  const name = initial ? `${first} ${initial.toLocaleUpperCase('de-DE')}.` : first
  return name || '–'
}
