import { z } from 'zod'
import { ASPECT_RATIO_KEYS, DESIGN_STYLE_KEYS } from '@/lib/model/design-keys'

/**
 * The photo book overview's filters in the URL (?aspectRatio=&style=). Values that do not parse are
 * dropped to "all", because an old or mistyped link should still show the overview.
 */
const aspectRatio = z.enum(ASPECT_RATIO_KEYS)
const style = z.enum(DESIGN_STYLE_KEYS)

export interface PhotobookOverviewState {
  aspectRatio?: z.output<typeof aspectRatio>
  style?: z.output<typeof style>
}

type Params = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function readPhotobookOverviewState(params: Params): PhotobookOverviewState {
  const ratio = aspectRatio.safeParse(first(params.aspectRatio))
  const chosen = style.safeParse(first(params.style))
  return {
    aspectRatio: ratio.success ? ratio.data : undefined,
    style: chosen.success ? chosen.data : undefined,
  }
}

/** The query string of a state ('' for the plain overview), the inverse of readPhotobookOverviewState. */
export function photobookOverviewSearch(state: PhotobookOverviewState): string {
  const params = new URLSearchParams()
  if (state.aspectRatio) params.set('aspectRatio', state.aspectRatio)
  if (state.style) params.set('style', state.style)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The overview state a configurator link carries in `list` (the overview's query string), read with
 * the same forgiving rules. Only the known filters survive, so "back" is always our own overview.
 */
export function photobookOverviewStateOfList(list: string | undefined): PhotobookOverviewState {
  if (!list) return readPhotobookOverviewState({})
  const params = new URLSearchParams(list.startsWith('?') ? list.slice(1) : list)
  return readPhotobookOverviewState({
    aspectRatio: params.get('aspectRatio') ?? undefined,
    style: params.get('style') ?? undefined,
  })
}
