import { DESKTOP_SEGMENT, routeNamesOf, routeWithNames, type RouteTable } from '@/lib/config/routes'
import { joinPath } from './path'

export interface PathOptions {
  /** The desktop-app variant (/{locale}/d/…). */
  desktop?: boolean
  /** The brand's slash rule: the card brand ends its paths with "/". */
  trailingSlash?: boolean
}

/**
 * The one builder of the shop's public paths (browser-safe: no brand config or env needed). It takes
 * an internal route — the app's and the CMS's own names, as segments or as a path with an optional
 * query or hash ("/configurator-wallart?material=poster") — and gives the locale's URL for it: the US
 * shop's English slugs from LOCALIZED_ROUTES (/us/cart for "warenkorb"), the German shops' paths as
 * they are. The proxy maps the public path back with internalRoute (lib/config/routes.ts).
 */
export function localizedPath(
  segment: string,
  internalPath: string | readonly string[],
  options: PathOptions = {},
): string {
  return localizedPathWith(routeNamesOf(segment), segment, internalPath, options)
}

/**
 * localizedPath with the locale's route names passed in (routeNamesOf on the server): what client
 * components use, so the name table travels as data in their props rather than in their bundle.
 */
export function localizedPathWith(
  names: RouteTable | undefined,
  segment: string,
  internalPath: string | readonly string[],
  { desktop = false, trailingSlash = false }: PathOptions = {},
): string {
  const [path, rest] = typeof internalPath === 'string' ? splitSuffix(internalPath) : [internalPath, '']
  const route = routeWithNames(names, path)
  return joinPath([segment, ...(desktop ? [DESKTOP_SEGMENT] : []), ...route], trailingSlash) + rest
}

function splitSuffix(path: string): [string[], string] {
  const cut = path.search(/[?#]/)
  const pathPart = cut === -1 ? path : path.slice(0, cut)
  return [pathPart.split('/').filter(Boolean), cut === -1 ? '' : path.slice(cut)]
}
