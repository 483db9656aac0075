import { refinementInk } from '@/lib/config/refinement-inks'
import type { DesignDocument } from './document'
import { bleedBox, mmToPx, safeBox, trimBox, type Box } from './geometry'
import { mergeDocument } from './mail-merge'
import { renderBackground } from './svg-background'
import { createSvgContext, type TextRenderer } from './svg-context'
import { calendarPageOf } from './svg-calendar-grid'
import { renderLayer } from './svg-layers'
import { el } from './svg-xml'

export type RenderSvgOptions = {
  /** true for print-like output with the 3 mm bleed; false for a preview cut at the trim. */
  includeBleed: boolean
  /** A guest-list row; fields without a value stay visible as `{{Name}}` so the gap shows. */
  values?: Readonly<Record<string, string>>
  /** Asset, motif and vector ids → data: or https: URLs. Anything else is ignored (svg-xml.ts). */
  assets?: Readonly<Record<string, string>>
  /** Sets the width/height attributes in pixels; the drawing itself is in mm. Default 150. */
  dpi?: number
  /** Trim and safe-area lines for editor thumbnails and proofs. */
  guides?: boolean
  /**
   * Draws text layers instead of the font-free <text> output, e.g. as outlines in the real fonts
   * for raster previews (librsvg cannot load the @fontsource files; see preview/outline-text.ts).
   */
  text?: TextRenderer
  /**
   * What an empty photo slot says, in the shop's language ("Your photo" in the US shop). The
   * document's own label is design data written once (German "Ihr Foto" in every built-in design);
   * a preview for a shopper names the slot in their language. Absent: the slot's own label.
   */
  photoLabel?: string
  /**
   * The card line's refinement: layers marked `foil` are painted with its metallic sheen, so the
   * shopper sees what will be foiled (ADR 0082). Absent or 'none': they show in their own colours.
   */
  refinement?: string
}

export const DEFAULT_PREVIEW_DPI = 150

/**
 * One page as a standalone SVG string: the source of preview images (SVG → sharp → PNG/WebP) and a
 * reference drawing for the PDF renderer. Pure: no I/O, no fonts, no DOM, so it runs anywhere.
 * The viewBox is in mm with the trim's top-left at 0,0, the same coordinates the document uses.
 */
export function renderPageSvg(doc: DesignDocument, pageId: string, options: RenderSvgOptions): string {
  const source = options.values ? mergeDocument(doc, options.values).document : doc
  const page = source.pages.find((p) => p.id === pageId)
  if (!page) throw new RangeError(`Design ${doc.id} has no page "${pageId}"`)

  const { format } = source
  const trim = trimBox(format, page)
  const bleed = bleedBox(format, page)
  const view = options.includeBleed ? bleed : trim
  const dpi = options.dpi ?? DEFAULT_PREVIEW_DPI
  const ctx = createSvgContext(
    source.palette,
    options.assets ?? {},
    `p-${page.id}`,
    options.text,
    options.photoLabel,
    refinementInk(options.refinement),
  )

  const background = renderBackground(page.background, bleed, ctx)
  const calendar = calendarPageOf(source, page.id)
  const layers = page.layers.map((layer) => renderLayer(layer, ctx, calendar)).join('')
  // A preview shows the finished product, so round stickers and rounded corners are cut out of it;
  // with bleed the page is the printer's sheet and stays rectangular.
  const cut = options.includeBleed ? undefined : cutOutline(format.cut, format.cornerRadiusMm, trim)
  const clipId = cut ? ctx.def('cut', (id) => el('clipPath', { id }, cut)) : undefined
  const content = el('g', { 'clip-path': clipId ? `url(#${clipId})` : undefined }, background + layers)
  const guides = options.guides ? renderGuides(trim, safeBox(format, page), options.includeBleed) : ''

  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: Math.round(mmToPx(view.width, dpi)),
        height: Math.round(mmToPx(view.height, dpi)),
        viewBox: `${view.x} ${view.y} ${view.width} ${view.height}`,
        // Pixel sizes are rounded, so the aspect can differ by a fraction of a pixel; stretch, never pad.
        preserveAspectRatio: 'none',
      },
      ctx.defs() + content + guides,
    )
  )
}

function cutOutline(cut: 'rect' | 'ellipse', cornerRadiusMm: number, trim: Box): string | undefined {
  if (cut === 'ellipse') {
    return el('ellipse', { cx: trim.width / 2, cy: trim.height / 2, rx: trim.width / 2, ry: trim.height / 2 })
  }
  return cornerRadiusMm > 0 ? el('rect', { ...trim, rx: cornerRadiusMm }) : undefined
}

function renderGuides(trim: Box, safe: Box, showTrim: boolean): string {
  const line = { fill: 'none', 'stroke-width': 0.25 }
  return (
    (showTrim ? el('rect', { ...trim, ...line, stroke: '#e6007e' }) : '') +
    el('rect', { ...safe, ...line, stroke: '#00a0e6', 'stroke-dasharray': '1.5 1' })
  )
}
