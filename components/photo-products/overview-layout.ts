import type { FlagName } from '@/lib/config/flags'
import { isOn } from '@/lib/flags/evaluate'
import { getPageFlags } from '@/lib/flags/page-flags'
import styles from './photo-products.module.css'

/**
 * The overview's layout for this visitor: the grid when the overview's grid flag is on, otherwise the
 * list (the default experience). The pages are rendered per request already (their filters live in
 * the query), so evaluating here costs no caching.
 */
export async function overviewLayout(
  flag: FlagName,
): Promise<{ className: string; layout: 'grid' | 'list' }> {
  const { treatments } = await getPageFlags(flag)
  return isOn(treatments, flag)
    ? { className: styles.grid!, layout: 'grid' }
    : { className: styles.list!, layout: 'list' }
}
