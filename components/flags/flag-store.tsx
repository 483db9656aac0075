'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { FlagOrigin, Treatment } from '@/lib/config/flags'
import { FLAG_STORE_EVENT, writeFlagStore } from '@/lib/flags/store'

/**
 * Rendered by a page that evaluated flags (PageFlagStore, StoryFlagStore): records them in the page's
 * flag store at the page start, where client code and the QA panel read them.
 */
export function FlagStore({
  features,
  origins,
  story = null,
}: {
  features: Record<string, Treatment>
  origins: Record<string, FlagOrigin>
  story?: { id: number; slug: string } | null
}) {
  const path = usePathname()
  useEffect(() => {
    writeFlagStore(sessionStorage, { path, features, origins, story })
    window.dispatchEvent(new Event(FLAG_STORE_EVENT))
  }, [path, features, origins, story])
  return null
}
