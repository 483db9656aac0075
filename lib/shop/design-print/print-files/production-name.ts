import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { calendarLabel, photobookLabel } from '@/lib/shop/sales/cart/photo-product-labels'
import { wallArtLabel } from '@/lib/shop/sales/cart/product-labels'
import { collageLabel } from '@/lib/shop/photo-products/collage/label'
import { photoboxLabel } from '@/lib/shop/photo-products/photobox/label'
import { photoPrintsLabel } from '@/lib/shop/photo-products/photo-prints/label'

/**
 * The name production reads on a file: wall art, collages, calendars, photo books, photo boxes and
 * photo prints in German and centimetres from their spec whatever shop they were ordered in (the US
 * order line says "Canvas 23.6 × 35.4 in", the print shop cuts 60 × 90 cm: ADR 0066); other lines by
 * their order name.
 */
export function productionName(
  product: Pick<
    DesignDocument,
    'wallArt' | 'calendar' | 'photobook' | 'photobox' | 'photoPrints' | 'collage'
  >,
  lineName: string,
): string {
  const { collage, wallArt } = product
  if (collage && wallArt) return collageLabel({ collage, wallArt }, 'de-DE')
  if (product.photobox) return photoboxLabel(product.photobox, 'de-DE')
  if (product.photoPrints) return photoPrintsLabel(product.photoPrints, 'de-DE')
  if (product.wallArt) return wallArtLabel(product.wallArt, 'de-DE')
  if (product.calendar) return calendarLabel(product.calendar, 'de-DE')
  if (product.photobook) return photobookLabel(product.photobook, 'de-DE')
  return lineName
}
