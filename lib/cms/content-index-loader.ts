import { BRAND_KEYS } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { logger } from '@/lib/log/logger'
import { setContentIndex } from '@/lib/routing/content-index'
import type { ContentSource } from './types'

/** Refresh often enough that a newly published page is reachable within minutes. */
const REFRESH_MS = { development: 15_000, other: 5 * 60_000 }

/**
 * Loads every brand's published slugs into the in-process content index the proxy reads, so unknown
 * content paths become a complete static 404 page. A failed load keeps the previous index (or none:
 * then content pages decide for themselves).
 */
export async function loadContentIndex(source: ContentSource): Promise<void> {
  await Promise.all(
    BRAND_KEYS.map(async (brand) => {
      try {
        setContentIndex(brand, await source.listSlugs(brand))
      } catch (error) {
        logger().warn({ err: error, brand }, 'content index not refreshed')
      }
    }),
  )
}

export function keepContentIndexFresh(source: ContentSource): void {
  const every = env().NODE_ENV === 'development' ? REFRESH_MS.development : REFRESH_MS.other
  setInterval(() => void loadContentIndex(source), every).unref()
}
