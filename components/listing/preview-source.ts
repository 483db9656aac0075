import type { DesignSummary } from '@/lib/shop/catalogue/design-summary'
import { designPreviewUrl, type PreviewWidth } from '@/lib/shop/catalogue/preview-url'

/**
 * The one place that turns a design into a preview image URL: the previews rendered from the design's
 * own template (GET /design-previews/{id}/{width}.webp, cached on disk and immutable per previewKey).
 * A design without a template (previewKey null) has none and is drawn as a coloured tile.
 */
export const previewUrlFor = (
  design: Pick<DesignSummary, 'id' | 'previewKey'>,
  width: PreviewWidth,
): string | null => (design.previewKey ? designPreviewUrl(design, width) : null)

/** Widths the listing's srcset offers (a subset of what the preview route renders). */
export const PREVIEW_WIDTHS = [240, 480, 720] as const satisfies readonly PreviewWidth[]
