import type { PreviewWidth } from '@/lib/shop/catalogue/preview-url'

/** Widths the listing's srcset offers (a subset of what the preview route renders). */
export const PREVIEW_WIDTHS = [240, 480, 720] as const satisfies readonly PreviewWidth[]
