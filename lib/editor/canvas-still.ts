import 'server-only'
import { refinementOfDocument } from '@/lib/shop/design-print/design/refinement'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { outlineText } from '@/lib/shop/design-print/design/preview/outline-text'
import { renderPageSvg } from '@/lib/shop/design-print/design/render-svg'
import { logger } from '@/lib/log/logger'

/**
 * The first page of the design as the canvas will draw it, for the server's HTML (ADR 0034): the
 * bleed area with trim and safe lines, text as outlines in the real fonts (an SVG image cannot load
 * web fonts). The browser paints it at first paint; Konva replaces it once it has drawn the page.
 */
export interface CanvasStill {
  pageId: string
  /** A data: URL, so the picture needs no request of its own. */
  src: string
  /** Intrinsic size in CSS pixels; the box places it like the canvas does (contain, 24 px margin). */
  width: number
  height: number
}

/** Pixels per inch of the intrinsic size: only the aspect ratio matters, the SVG scales cleanly. */
const STILL_DPI = 96

/**
 * `photoLabel`: what an empty photo slot says in the shop's language, as the canvas will draw it;
 * `refinement`: the card's refinement (a calendar names its own), whose sheen refined layers show as
 * on the canvas (ADR 0082).
 */
export function canvasStill(
  doc: DesignDocument,
  { photoLabel, refinement }: { photoLabel?: string; refinement?: string } = {},
): CanvasStill | null {
  const page = doc.pages[0]
  if (!page) return null
  let svg: string
  try {
    // Uploaded photos are not embedded (their stand-ins show); the canvas draws them once loaded.
    svg = renderPageSvg(doc, page.id, {
      includeBleed: true,
      guides: true,
      dpi: STILL_DPI,
      text: outlineText,
      photoLabel,
      refinement: refinement ?? refinementOfDocument(doc),
    })
  } catch (error) {
    // The still is a head start, not the tool: without it the canvas box waits for Konva as before.
    logger().warn({ err: error, designId: doc.id }, 'Canvas still could not be drawn')
    return null
  }
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1])
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1])
  if (!width || !height) return null
  return { pageId: page.id, src: svgDataUrl(svg), width, height }
}

/** Percent-encodes only what a data: URL needs, so path data (digits, spaces) stays compact. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"\r\n]/g, (c) => encodeURIComponent(c))}`
}
