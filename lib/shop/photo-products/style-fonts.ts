import type { DesignStyleKey } from '@/lib/model/design-keys'
import type { DesignFontFamily } from '@/lib/shop/design-print/design/fonts'

/**
 * The typeface a design style is set in on calendars and photo books. Each has a regular and a bold
 * face (titles are bold), and all carry the German, French and Italian letters holiday names need.
 */
export const STYLE_FONTS: Record<DesignStyleKey, DesignFontFamily> = {
  modern: 'Montserrat',
  classic: 'EB Garamond',
  floral: 'Playfair Display',
  boho: 'Lora',
  minimal: 'Inter',
  rustic: 'Lora',
  playful: 'Raleway',
  elegant: 'Cormorant Garamond',
  vintage: 'EB Garamond',
  photo: 'Lato',
}
