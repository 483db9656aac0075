import type { PhotobookTemplate } from '@/lib/shop/design-print/design/photobook'
import type { PageLayoutKey } from '@/lib/shop/design-print/design/photobook-layouts'
import { STYLE_FONTS } from '../style-fonts'
import type { PhotobookDesignGroupSet } from './design-group-sets'

/** Page rhythms by motif: calm sets alternate big pictures, lively ones mix collages. */
const RHYTHMS: Record<PhotobookDesignGroupSet['motif'], readonly PageLayoutKey[]> = {
  heart: ['p1-full', 'p2-columns', 'p1-text', 'p3-hero-left'],
  sun: ['p1-full', 'p3-hero-top', 'p2-rows', 'p4-grid'],
  waves: ['p1-full', 'p2-columns', 'p1-margin', 'p3-hero-left'],
  leaf: ['p1-margin', 'p2-text', 'p1-full', 'p3-text'],
  frame: ['p1-margin', 'p2-columns', 'p1-margin', 'p4-grid'],
  confetti: ['p3-hero-left', 'p4-grid', 'p1-full', 'p5-mosaic'],
}

/**
 * The look a design group set gives a new photo book (ADR 0068): its light colour as paper, dark for
 * text, strong as accent; the style's typeface; the set's name as the title on cover and spine (the
 * shopper rewrites it); a rhythm of page layouts that auto-fill and new spreads start from.
 */
export function photobookTemplateOf(set: PhotobookDesignGroupSet, lang: 'de' | 'en'): PhotobookTemplate {
  const [light, strong, dark] = set.palette
  return {
    palette: { paper: light, ink: dark, accent: strong },
    fontFamily: STYLE_FONTS[set.style],
    title: set.names[lang],
    pageLayouts: RHYTHMS[set.motif],
  }
}
