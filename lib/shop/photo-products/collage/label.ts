import type { LocaleCode } from '@/lib/config/locales'
import type { CollageSpec } from '@/lib/shop/design-print/design/collage-spec'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { wallArtLabel } from '@/lib/shop/sales/cart/product-labels'

/** The locale a label falls back to when a caller knows only the language. */
const LABEL_LOCALE = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<'de' | 'en', LocaleCode>

/**
 * A collage in words for cart and order lines, invoices and e-mails: "Fotocollage Poster 60 × 90 cm"
 * or "Photo collage Canvas 24 × 36 in, …" — the wall-art piece it is printed as, named a collage.
 */
export function collageLabel(
  doc: { wallArt: WallArtSpec; collage: CollageSpec },
  locale: LocaleCode | 'de' | 'en',
): string {
  const code: LocaleCode = locale === 'de' || locale === 'en' ? LABEL_LOCALE[locale] : locale
  const name = code.startsWith('en-') ? 'Photo collage' : 'Fotocollage'
  return `${name} ${wallArtLabel(doc.wallArt, code)}`
}
