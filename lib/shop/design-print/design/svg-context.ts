import type { RefinementInk } from '@/lib/config/refinement-inks'
import type { Color, Palette } from './colors'
import { resolveColor } from './color-refs'
import type { Box } from './geometry'
import type { Crop } from './layer-base'
import type { TextLayer } from './layers'
import { el, safeHref } from './svg-xml'

/** What the per-layer renderers share: colours, assets, and a place to put <defs>. */
export type SvgContext = {
  color: (color: Color) => string
  /** The href for an asset or catalogue id, if the caller supplied a safe one. */
  href: (id: string) => string | undefined
  /** Registers a <defs> entry once and returns its document-unique id. */
  def: (name: string, build: (id: string) => string) => string
  defs: () => string
  /** Draws a text layer; absent means the font-free <text> renderer (svg-text.ts). */
  text?: TextRenderer
  /** The shop's words for a slot that holds no photo yet; absent: the slot's own label. */
  photoLabel?: string
  /** The card's refinement: refined layers are painted with its sheen (ADR 0082). */
  foil?: RefinementInk | null
}

/** Draws a text layer whose content is already merged, in the resolved colour `fill`. */
export type TextRenderer = (layer: TextLayer, content: string, fill: string) => string

export function createSvgContext(
  palette: Palette,
  assets: Readonly<Record<string, string>>,
  idPrefix: string,
  text?: TextRenderer,
  photoLabel?: string,
  foil?: RefinementInk | null,
): SvgContext {
  const defs = new Map<string, string>()
  return {
    text,
    photoLabel,
    foil,
    color: (color) => resolveColor(color, palette),
    href: (id) => (Object.hasOwn(assets, id) ? safeHref(assets[id]) : undefined),
    def: (name, build) => {
      // Ids are prefixed with the page id so several pages can be inlined into one HTML page.
      const id = `${idPrefix}-${name}`
      if (!defs.has(id)) defs.set(id, build(id))
      return id
    },
    defs: () => (defs.size ? `<defs>${[...defs.values()].join('')}</defs>` : ''),
  }
}

/**
 * An image showing only its crop. The image is stretched to a unit square and the nested viewport
 * selects the crop in the same 0..1 units, so no pixel size is needed; the editor keeps the crop's
 * aspect equal to the box's, otherwise the picture would be distorted here and in print alike.
 */
export function croppedImage(box: Box, href: string, crop: Crop): string {
  return el(
    'svg',
    {
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      viewBox: `${crop.x} ${crop.y} ${crop.width} ${crop.height}`,
      preserveAspectRatio: 'none',
    },
    el('image', { x: 0, y: 0, width: 1, height: 1, preserveAspectRatio: 'none', href }),
  )
}
