import { T } from '@/lib/backoffice/texts'

type Reason = keyof typeof T.production.reasons

/**
 * A failed render's stored message (an English developer sentence from the worker, lib/shop/
 * design-print/print-files) in words production staff act on. The first matching pattern wins;
 * anything else is "unknown", and the page shows the technical line beside it for the developers.
 */
const PATTERNS: readonly (readonly [RegExp, Reason])[] = [
  [/did not finish in time|timed? ?out|too slow/i, 'timeout'],
  [/pays for \d+ cards but its guest list has/i, 'guestCount'],
  [/guest ?list|guestListId/i, 'guestList'],
  [/font/i, 'font'],
  [/image|photo|upload|picture|svg|jpe?g|png|webp/i, 'image'],
  [/design snapshot|design document|no longer exists|invalid design/i, 'design'],
  [/busy|too many|queue is full/i, 'busy'],
]

export function failureReason(lastError: string | null): string {
  const message = lastError ?? ''
  const found = PATTERNS.find(([pattern]) => pattern.test(message))
  return T.production.reasons[found?.[1] ?? 'unknown']
}

/** The technical message's first line only: never a stack, never more than a line of it. */
export function technicalLine(lastError: string | null): string | null {
  const line = lastError?.split('\n')[0]?.trim()
  return line ? line.slice(0, 200) : null
}
