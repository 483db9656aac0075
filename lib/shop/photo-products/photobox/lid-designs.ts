import type { PhotoboxDesignKey } from '@/lib/model/photobox-keys'
import type { PhotoboxLidDesign } from '@/lib/shop/design-print/design/photobox'
import type { DesignFontFamily } from '@/lib/shop/design-print/design/fonts'

/**
 * The look of each photo-box design's lid (ADR 0075): paper, ink and accent colours, the title's
 * typeface (each with a bold face: the title is bold) and where the shopper's photo sits. The lid's
 * title text comes from the shop's language (the loader passes it), so one design serves every shop.
 */
type Look = Omit<PhotoboxLidDesign, 'title'> & { fontFamily: DesignFontFamily }

const look = (
  photo: PhotoboxLidDesign['photo'],
  fontFamily: DesignFontFamily,
  paper: string,
  ink: string,
  accent: string,
): Look => ({ photo, fontFamily, palette: { paper, ink, accent } })

export const PHOTOBOX_LID_LOOKS = {
  dt41: look('window', 'Raleway', '#fdf2f8', '#831843', '#db2777'),
  dt42: look('window', 'EB Garamond', '#ffffff', '#1f2937', '#1f2937'),
  dt43: look('top', 'Playfair Display', '#fff1f2', '#881337', '#e11d48'),
  dt44: look('top', 'Lora', '#fef3c7', '#78350f', '#b45309'),
  dt45: look('window', 'Lora', '#f5f5f0', '#3f3f2e', '#65704b'),
  dt46: look('top', 'Montserrat', '#fefce8', '#713f12', '#eab308'),
  dt47: look('full', 'Cormorant Garamond', '#ffffff', '#0f172a', '#1e293b'),
  dt48: look('window', 'Raleway', '#ffffff', '#1f2937', '#7c3aed'),
  dt49: look('top', 'Josefin Sans', '#ffffff', '#111827', '#0f766e'),
  dt50: look('window', 'Open Sans', '#f5f3ff', '#4c1d95', '#a78bfa'),
  dt51: look('top', 'Lora', '#f0fdf4', '#14532d', '#4d7c0f'),
  dt52: look('full', 'Montserrat', '#ffffff', '#0c4a6e', '#0369a1'),
  dt53: look('window', 'Lora', '#fff7ed', '#7c2d12', '#c2410c'),
  dt54: look('window', 'Playfair Display', '#fffbeb', '#422006', '#b7791f'),
  dt55: look('top', 'Caveat', '#eff6ff', '#1e3a8a', '#f59e0b'),
  dt56: look('full', 'Lato', '#ffffff', '#1c1917', '#44403c'),
  dt57: look('top', 'EB Garamond', '#f8fafc', '#1e293b', '#64748b'),
  dt58: look('full', 'Inter', '#ffffff', '#171717', '#171717'),
} as const satisfies Record<PhotoboxDesignKey, Look>

/** The lid design of a box design with the shop's opening title. */
export function photoboxLidDesign(designType: PhotoboxDesignKey, title: string): PhotoboxLidDesign {
  const { palette, ...rest } = PHOTOBOX_LID_LOOKS[designType]
  return { ...rest, palette: { ...palette }, title }
}
