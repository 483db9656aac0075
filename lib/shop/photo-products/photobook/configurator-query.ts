import { z } from 'zod'
import { PHOTOBOOK_CATEGORY_KEYS } from '@/lib/model/catalog-keys'
import type { AspectRatioKey } from '@/lib/model/design-keys'
import {
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_MAX_AMOUNT,
  PHOTOBOOK_TYPES,
  pageCountsOf,
  type PhotobookBinding,
  type PhotobookCover,
  type PhotobookFormat,
  type PhotobookLamination,
  type PhotobookPaper,
  type PhotobookType,
} from './config'
import { PHOTOBOOK_DESIGN_GROUP_SETS, type PhotobookDesignGroupSet } from './design-group-sets'

/**
 * The photo-book configurator's URL (/{locale}/configurator-photobook?designGroupSetId=401&type=…
 * &format=…&cover=…&binding=…&paper=…&coverLamination=…&pageCount=…&amount=…[&categoryIds[]=…]
 * [&saved=|&line=][&list=]), so a configured book can be shared and reopened. Reading is forgiving,
 * like the overviews: a value the set does not offer falls back to the set's default rather than a
 * 400 (an old link still opens); only an unknown set is the page's 404, decided by the caller.
 * `graduationsPageCount` (spec) is accepted and ignored: the type's own step decides the counts.
 */
export type PhotobookCategory = (typeof PHOTOBOOK_CATEGORY_KEYS)[number]

export interface PhotobookConfig {
  designGroupSetId: number
  type: PhotobookType
  format: PhotobookFormat
  cover: PhotobookCover
  binding: PhotobookBinding
  paper: PhotobookPaper
  coverLamination: PhotobookLamination
  pageCount: number
  amount: number
  /** The categories the shopper came from (spec query field), kept for the way back. */
  categoryIds: PhotobookCategory[]
}

/** What a link adds beside the book: a saved design, a cart line, the overview's own query. */
export interface PhotobookLinkExtra {
  saved?: string
  line?: string
  list?: string
}

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

function pick<T extends string>(offered: readonly T[], value: string | undefined): T | undefined {
  return offered.find((key) => key === value)
}

const integer = z.coerce.number().int()
function whole(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const parsed = integer.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

const SET_ID = /^[1-9]\d{0,5}$/

/**
 * The set the URL names: undefined when it names none (the page opens the most popular), null when it
 * names one that does not exist (the page's 404).
 */
export function photobookSetOf(params: Params): PhotobookDesignGroupSet | null | undefined {
  const raw = first(params.designGroupSetId)
  if (raw === undefined) return undefined
  if (!SET_ID.test(raw)) return null
  return PHOTOBOOK_DESIGN_GROUP_SETS.find((set) => set.id === Number(raw)) ?? null
}

/** The set a configurator without `designGroupSetId` opens: the most popular one. */
export function mostPopularPhotobookSet(): PhotobookDesignGroupSet {
  const [top, ...rest] = PHOTOBOOK_DESIGN_GROUP_SETS
  if (!top) throw new Error('No photo book design group sets configured')
  return rest.reduce((best, set) => (set.popularity > best.popularity ? set : best), top)
}

/** The book the URL describes, every value checked against what the set and its type offer. */
export function readPhotobookConfig(params: Params, set: PhotobookDesignGroupSet): PhotobookConfig {
  const [firstType] = set.types
  const [firstFormat] = set.formats
  if (!firstType || !firstFormat) throw new Error(`Photo book set ${set.id} offers nothing`)
  const type = pick(set.types, first(params.type)) ?? firstType
  const rules = PHOTOBOOK_TYPES[type]
  const pageCount = whole(first(params.pageCount))
  const amount = whole(first(params.amount))
  const categories = all(params['categoryIds[]'] ?? params.categoryIds)
    .map((value) => pick(PHOTOBOOK_CATEGORY_KEYS, value))
    .filter((key): key is PhotobookCategory => key !== undefined)
  return {
    designGroupSetId: set.id,
    type,
    format: pick(set.formats, first(params.format)) ?? firstFormat,
    cover: pick(rules.covers, first(params.cover)) ?? (rules.covers[0] as PhotobookCover),
    // One binding per type (spec): a different one in the link is not a choice the shop offers.
    binding: rules.binding,
    paper: pick(rules.papers, first(params.paper)) ?? (rules.papers[0] as PhotobookPaper),
    coverLamination: pick(PHOTOBOOK_LAMINATIONS, first(params.coverLamination)) ?? 'glossy',
    pageCount:
      pageCount !== undefined && pageCountsOf(type).includes(pageCount) ? pageCount : rules.pages.min,
    amount: amount !== undefined && amount >= 1 && amount <= PHOTOBOOK_MAX_AMOUNT ? amount : 1,
    categoryIds: [...new Set(categories)],
  }
}

/** The query string of a configured book (every option written, so a shared link is explicit). */
export function photobookConfigSearch(config: PhotobookConfig, extra: PhotobookLinkExtra = {}): string {
  const params = new URLSearchParams({
    designGroupSetId: String(config.designGroupSetId),
    type: config.type,
    format: config.format,
    cover: config.cover,
    binding: config.binding,
    paper: config.paper,
    coverLamination: config.coverLamination,
    pageCount: String(config.pageCount),
    amount: String(config.amount),
  })
  for (const category of config.categoryIds) params.append('categoryIds[]', category)
  appendExtra(params, extra)
  return `?${params.toString()}`
}

/**
 * A tile's link: the set (its defaults apply), the format of the shape the overview was filtered by,
 * and the overview's query for the way back.
 */
export function photobookEntrySearch(
  designGroupSetId: number,
  list?: string,
  format?: PhotobookFormat,
): string {
  const params = new URLSearchParams({ designGroupSetId: String(designGroupSetId) })
  if (format) params.set('format', format)
  appendExtra(params, { list })
  return `?${params.toString()}`
}

/**
 * The format of a set in the shape an overview (page or CMS container) was filtered by, so its tile
 * opens the book in the shape it was shown in; undefined without a shape or when the set lacks it.
 */
export function formatOfShape(
  formats: readonly string[],
  aspectRatio: AspectRatioKey | undefined,
): PhotobookFormat | undefined {
  if (!aspectRatio) return undefined
  return formats.find(
    (f): f is PhotobookFormat =>
      Object.hasOwn(PHOTOBOOK_FORMATS, f) &&
      PHOTOBOOK_FORMATS[f as PhotobookFormat].aspectRatio === aspectRatio,
  )
}

function appendExtra(params: URLSearchParams, extra: PhotobookLinkExtra) {
  if (extra.saved) params.set('saved', extra.saved)
  else if (extra.line) params.set('line', extra.line)
  if (extra.list) params.set('list', extra.list)
}
