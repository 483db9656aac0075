import { z } from 'zod'
import { FORMAT_KEYS, PAPER_KEYS } from '@/lib/config/catalog'

/**
 * What production sees of a print file's life: waiting (queued or rendering), ready (rendered, not
 * printed), failed, printed. `all` shows every file, the failed ones first.
 */
export const PRODUCTION_TABS = ['all', 'waiting', 'ready', 'failed', 'printed'] as const
export type ProductionTab = (typeof PRODUCTION_TABS)[number]
export type ProductionState = Exclude<ProductionTab, 'all'>

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)))

const FIELDS = {
  tab: z.enum(PRODUCTION_TABS),
  /** A card's product type ("folded-card") or a line kind ("calendar"). */
  product: z.string().regex(/^[a-z0-9-]{1,40}$/),
  paper: z.enum(PAPER_KEYS),
  format: z.enum(FORMAT_KEYS),
  /** Orders whose promised delivery window ends on or before this day. */
  promisedBy: day,
} as const

export interface ProductionFilter {
  tab: ProductionTab
  product?: string
  paper?: (typeof PAPER_KEYS)[number]
  format?: (typeof FORMAT_KEYS)[number]
  promisedBy?: string
}

/**
 * The page's query string as a filter. A value that is not one of the offered ones (an old bookmark,
 * a typed URL) is left out rather than refused: the list shows more, never an error page.
 */
export function parseProductionFilter(
  query: Record<string, string | string[] | undefined>,
): ProductionFilter {
  const one = (name: keyof typeof FIELDS) => {
    const value = query[name]
    const parsed = FIELDS[name].safeParse(Array.isArray(value) ? value[0] : value)
    return parsed.success ? parsed.data : undefined
  }
  const filter: ProductionFilter = { tab: (one('tab') as ProductionTab | undefined) ?? 'all' }
  const product = one('product')
  const paper = one('paper')
  const format = one('format')
  const promisedBy = one('promisedBy')
  if (product) filter.product = product
  if (paper) filter.paper = paper as ProductionFilter['paper']
  if (format) filter.format = format as ProductionFilter['format']
  if (promisedBy) filter.promisedBy = promisedBy
  return filter
}

/** The filter as a query string (tabs keep the other filters). */
export function productionQueryString(filter: ProductionFilter): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && !(key === 'tab' && value === 'all')) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
