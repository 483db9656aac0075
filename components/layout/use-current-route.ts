'use client'

import { useSelectedLayoutSegments } from 'next/navigation'
import { NOT_FOUND_ROUTE } from '@/lib/config/routes'

/**
 * The route below the root layout (locale and variant stripped), from the rewritten internal path,
 * so aliases come back in canonical form. A 404 page maps to the home route.
 */
export function useCurrentRoute(): string[] {
  const segments = useSelectedLayoutSegments()
    .flatMap((s) => s.split('/'))
    .filter((s) => s && !s.startsWith('('))
  return segments[0] === NOT_FOUND_ROUTE ? [] : segments
}
