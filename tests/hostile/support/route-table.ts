import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** A route handler file on disk and the URL pattern Next serves it under. */
export interface DiskRoute {
  file: string
  /** e.g. /web-api/cart/items/[id] */
  pattern: string
  matcher: RegExp
  paramNames: string[]
}

const API_ROOTS = ['web-api', 'price-api', 'whitelabel', 'customer-picture', 'api'] as const

/**
 * The route handlers under app/web-api, app/price-api and app/whitelabel, most specific first (static
 * segments before dynamic ones). Optional catch-alls (`[[...rest]]`) are the 404 answer for unknown
 * paths and are left out: an OpenAPI path that only they match has no handler of its own.
 */
export function diskRoutes(appDir = resolve('app')): DiskRoute[] {
  const found: DiskRoute[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('[[')) walk(join(dir, entry.name), [...segments, entry.name])
      } else if (entry.name === 'route.ts') {
        found.push(toRoute(join(dir, entry.name), segments))
      }
    }
  }
  for (const root of API_ROOTS) walk(join(appDir, root), [root])
  const dynamicCount = (r: DiskRoute) => r.paramNames.length
  return found.sort((a, b) => dynamicCount(a) - dynamicCount(b))
}

function toRoute(file: string, segments: string[]): DiskRoute {
  const paramNames: string[] = []
  const source = segments
    .map((segment) => {
      const dynamic = /^\[(\w+)\]$/.exec(segment)
      if (!dynamic) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      paramNames.push(dynamic[1]!)
      return '([^/]+)'
    })
    .join('/')
  return { file, pattern: `/${segments.join('/')}`, matcher: new RegExp(`^/${source}/?$`), paramNames }
}

/** The disk route serving a concrete (already filled-in) URL path and its decoded params, or null. */
export function matchRoute(
  routes: readonly DiskRoute[],
  path: string,
): { route: DiskRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const match = route.matcher.exec(path)
    if (!match) continue
    const params: Record<string, string> = {}
    route.paramNames.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1]!)
    })
    return { route, params }
  }
  return null
}

/** Fills `{name}` placeholders of an OpenAPI path with URL-encoded values. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(values[name] ?? 'x'))
}
