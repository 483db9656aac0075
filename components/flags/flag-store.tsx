'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { Treatment } from '@/lib/config/flags'
import { FLAG_STORE_EVENT, writeFlagStore } from '@/lib/flags/store'

/** Rendered by a page that evaluated flags: records them in the page's flag store. */
export function FlagStore({
  features,
  story = null,
}: {
  features: Record<string, Treatment>
  story?: { id: number; slug: string } | null
}) {
  const path = usePathname()
  useEffect(() => {
    writeFlagStore(sessionStorage, { path, features, story })
    window.dispatchEvent(new Event(FLAG_STORE_EVENT))
  }, [path, features, story])
  return null
}
