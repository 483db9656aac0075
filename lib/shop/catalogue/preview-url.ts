/**
 * URLs of the rendered design previews (GET /design-previews/{id}/{width}.webp), for listings and
 * product pages. Pure, so client components can import it. The `v` parameter is the design's
 * previewKey, a hash of its template and the renderer version: a changed design gets a new URL,
 * which is what lets the route send year-long immutable caching headers.
 */

/** Bump when the preview renderer draws differently, so every preview URL changes with it. */
export const PREVIEW_RENDER_VERSION = 1

/** The widths the route renders; anything else is a 400, which keeps the disk cache bounded. */
export const PREVIEW_WIDTHS = [240, 360, 480, 720, 960] as const
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]

export function isPreviewWidth(width: number): width is PreviewWidth {
  return (PREVIEW_WIDTHS as readonly number[]).includes(width)
}

type PreviewSource = { id: number; previewKey: string | null }

export function designPreviewUrl(design: PreviewSource, width: PreviewWidth): string {
  const version = design.previewKey ? `?v=${encodeURIComponent(design.previewKey)}` : ''
  return `/design-previews/${design.id}/${width}.webp${version}`
}

/**
 * The one place that turns a design into a preview image URL (listing tiles, the product page and its
 * JSON-LD). A design without a template (previewKey null) has none and is drawn as a coloured tile.
 */
export const previewUrlFor = (design: PreviewSource, width: PreviewWidth): string | null =>
  design.previewKey ? designPreviewUrl(design, width) : null

/** `srcset` over the allowed widths (or a subset), e.g. for `<img sizes="(min-width: 768px) 25vw, 50vw">`. */
export function designPreviewSrcSet(
  design: PreviewSource,
  widths: readonly PreviewWidth[] = PREVIEW_WIDTHS,
): string {
  return widths.map((width) => `${designPreviewUrl(design, width)} ${width}w`).join(', ')
}
