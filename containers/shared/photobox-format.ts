import { PHOTOBOX_FORMATS, type PhotoboxFormat } from '@/lib/shop/photo-products/photobox/config'

/** A photo box print format in centimetres for the "size" message (the catalogue keeps millimetres). */
export function formatCm(format: PhotoboxFormat): { w: number; h: number } {
  return { w: PHOTOBOX_FORMATS[format].widthMm / 10, h: PHOTOBOX_FORMATS[format].heightMm / 10 }
}
