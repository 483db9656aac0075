import { DESKTOP_SEGMENT } from '@/lib/config/routes'
import { joinPath } from './path'

/** Browser-safe: the public path of a route in a locale (no brand config or env needed). */
export function localizedPath(
  segment: string,
  desktop: boolean,
  route: readonly string[],
  trailingSlash: boolean,
): string {
  return joinPath([segment, ...(desktop ? [DESKTOP_SEGMENT] : []), ...route], trailingSlash)
}
