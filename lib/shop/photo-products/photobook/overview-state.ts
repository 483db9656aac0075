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
