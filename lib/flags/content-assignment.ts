import type { BrandKey } from '@/lib/config/brands'
import { contentFlagsOfBrand, type FlagName, type Treatment } from '@/lib/config/flags'

/**
 * A visitor's assignment in the content experiments (A/B test wrappers in CMS stories), as one route
 * segment. Content pages are cached; the proxy evaluates the brand's content flags per request and,
 * when any is `on`, rewrites to the cached rendering of that assignment (the ab-variant route), so the
 * variant is in the server's HTML (no layout shift) without rendering the page per visitor.
 * Visitors in the default experience get no segment and the ordinary cached page.
 */
const SEPARATOR = '+'

/** The segment for these treatments, or null when every content flag shows the default. */
export function assignmentSegment(
  brand: BrandKey,
  treatments: Readonly<Record<string, Treatment>>,
): string | null {
  const on = contentFlagsOfBrand(brand)
    .filter((name) => treatments[name] === 'on')
    .sort()
  return on.length ? on.join(SEPARATOR) : null
}

/** The treatments a segment stands for; null when it is not one assignmentSegment could have made. */
export function parseAssignmentSegment(
  brand: BrandKey,
  segment: string,
): Partial<Record<FlagName, Treatment>> | null {
  const known = contentFlagsOfBrand(brand)
  const names = decodeURIComponent(segment).split(SEPARATOR)
  const valid = names.every(
    (name, i) => (known as string[]).includes(name) && (i === 0 || names[i - 1]! < name),
  )
  if (!valid) return null
  return Object.fromEntries(names.map((name) => [name, 'on' as const]))
}
