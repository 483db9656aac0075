import { lengthUnitOf } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import type { ContainerContext } from '../types'

/** A product's width × height as the container's shop reads it: "21 × 29,7 cm", "8.3 × 11.7 in" (ADR 0066). */
export function sizeText(widthMm: number, heightMm: number, ctx: ContainerContext): string {
  return formatSize(widthMm, heightMm, lengthUnitOf(ctx.locale), ctx.locale)
}
