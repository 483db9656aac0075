import { PHOTOBOX_FORMATS, type PhotoboxFormat } from '@/lib/shop/photo-products/photobox/config'
import type { ContainerContext } from '../types'
import { sizeText } from './size'

/** A photo box print format as the shop reads it ("10 × 15 cm", "3.9 × 5.9 in"); the catalogue keeps mm. */
export function photoboxSizeText(format: PhotoboxFormat, ctx: ContainerContext): string {
  return sizeText(PHOTOBOX_FORMATS[format].widthMm, PHOTOBOX_FORMATS[format].heightMm, ctx)
}
