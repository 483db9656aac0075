'use client'

import { useSelectedLayoutSegments } from 'next/navigation'
import { CONTENT_EXPERIMENT_ROUTE, NOT_FOUND_ROUTE } from '@/lib/config/routes'

/**
 * The route below the root layout (locale and variant stripped), from the rewritten internal path,
 * so aliases come back in canonical form. A 404 page maps to the home route; a content page rendered
 * for a content experiment (/ab-variant/{assignment}/…, only the proxy's rewrite) to its own route.
 */
export function useCurrentRoute(): string[] {
  const segments = useSelectedLayoutSegments()
    .flatMap((s) => s.split('/'))
    .filter((s) => s && !s.startsWith('('))
  return currentRoute(segments)
}

export function currentRoute(segments: readonly string[]): string[] {
  if (segments[0] === NOT_FOUND_ROUTE) return []
  if (segments[0] === CONTENT_EXPERIMENT_ROUTE) return segments.slice(2)
  return [...segments]
}
