import type { DesignSummary } from '@/lib/shop/catalog/design-summary'

/**
 * The one place that turns a design into a preview image URL (null: no preview, draw a tile).
 * Until rendered previews exist (branch catalogue-seed: designPreviewUrl(design, width) in
 * lib/shop/catalog, served at /design-previews/{id}/{width}.webp) there is none; swapping in that
 * builder is this one line.
 */
export const previewUrlFor = (
  _design: Pick<DesignSummary, 'id' | 'previewKey'>,
  _width: number,
): string | null => null

/** Widths the preview route renders; the srcset lists each once. */
export const PREVIEW_WIDTHS = [240, 480, 720] as const
