import type { AssetPixels } from './preflight-photos'

/**
 * Preflight: what would print differently from what the customer means. Pure functions over the
 * document, run by the editor on every change (each issue is drawn on the canvas and selects its
 * layer) and by the proof step before ordering. Unlike the document checks (which refuse a document),
 * these are findings the customer may accept, so they are data, never errors.
 */
export const PREFLIGHT_CODES = [
  'text-outside-safe-area',
  'face-outside-safe-area',
  'text-overflow',
  'missing-glyphs',
  'empty-text',
  'empty-photo',
  'unfilled-field',
  'low-resolution',
  'blank-page',
  'spine-too-narrow',
  'text-in-binding',
] as const
export type PreflightCode = (typeof PREFLIGHT_CODES)[number]

/** Errors print badly (cut text, tofu boxes, blurry photos); warnings may be intended. */
export type PreflightSeverity = 'error' | 'warning'

export interface PreflightIssue {
  code: PreflightCode
  severity: PreflightSeverity
  pageId: string
  /** Null for findings about a whole page or half (blank-page, spine-too-narrow). */
  layerId: string | null
  /**
   * Values for the message: the missing characters, the effective dpi, the field names, the half of a
   * spread that is blank, the spine width.
   */
  detail?: { chars?: string[]; dpi?: number; fields?: string[]; side?: 'left' | 'right'; spineMm?: number }
}

export interface PreflightOptions {
  /** Pixel sizes of uploaded images by asset id; photos of unknown size are not judged. */
  assets?: Readonly<Record<string, AssetPixels>>
  /** True once a guest list fills the {{fields}}; until then they are reported as unfilled. */
  hasGuestList?: boolean
}

/** Photos need at least this many dots per inch at their printed size (issue 5). */
export const MIN_PRINT_DPI = 150
