import type { DesignFontFamily } from '../../design-print/design/fonts'
import type { DesignStyleKey } from '@/lib/model/design-keys'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { PaletteKey } from './palettes'

/** How a theme's front pages are arranged; every product of a theme shares its look. */
export const FRONT_LAYOUTS = ['centered', 'framed', 'band', 'corners', 'pattern'] as const
export type FrontLayout = (typeof FRONT_LAYOUTS)[number]

/** One theme: the shared look of its invitation, menu, place card ... */
export type Look = {
  themeId: number
  occasion: OccasionKey
  /** Position within its occasion's recipe; part of the design ids. */
  index: number
  name: { de: string; en: string }
  motif: string
  palette: PaletteKey
  headlineFont: DesignFontFamily
  bodyFont: DesignFontFamily
  style: DesignStyleKey
  layout: FrontLayout
  /** Background pattern of the 'pattern' layout. */
  pattern: string
  aspect: 'portrait' | 'landscape'
  withPhoto: boolean
}
