import { z } from 'zod'
import { DESIGN_SORT_KEYS, DESIGN_STYLE_KEYS } from '@/lib/model/design-keys'
import { CALENDAR_TYPE_KEYS } from './config'

/**
 * The calendar list's state in the URL (?type=&style=&sort=&shown=). A page is not an API: a value
 * that does not parse (an old link, a typo) is dropped to its default rather than answered with 400.
 */
export const CALENDAR_PAGE_SIZE = 12
export const CALENDAR_MAX_SHOWN = 96

const fields = {
  type: z.enum(CALENDAR_TYPE_KEYS),
  style: z.enum(DESIGN_STYLE_KEYS),
  sort: z.enum(DESIGN_SORT_KEYS),
  shown: z.coerce.number().int().min(CALENDAR_PAGE_SIZE).max(CALENDAR_MAX_SHOWN),
}

export interface CalendarListState {
  type?: z.output<typeof fields.type>
  style?: z.output<typeof fields.style>
  sort: z.output<typeof fields.sort>
  shown: number
}

type Params = Record<string, string | string[] | undefined>

function field<S extends z.ZodType>(
  schema: S,
  value: string | string[] | undefined,
): z.output<S> | undefined {
  const parsed = schema.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : undefined
}

export function readCalendarListState(params: Params): CalendarListState {
  const shown = field(fields.shown, params.shown) ?? CALENDAR_PAGE_SIZE
  return {
    type: field(fields.type, params.type),
    style: field(fields.style, params.style),
    sort: field(fields.sort, params.sort) ?? 'popularity',
    // Whole pages only, so "show more" always adds exactly one page.
    shown: shown - (shown % CALENDAR_PAGE_SIZE),
  }
}

/** The query string of a state, defaults left out so the plain list has the plain URL. */
export function calendarListSearch(state: CalendarListState): string {
  const params = new URLSearchParams()
  if (state.type) params.set('type', state.type)
  if (state.style) params.set('style', state.style)
  if (state.sort !== 'popularity') params.set('sort', state.sort)
  if (state.shown > CALENDAR_PAGE_SIZE) params.set('shown', String(state.shown))
  const text = params.toString()
  return text ? `?${text}` : ''
}
