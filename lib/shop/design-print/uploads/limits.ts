/**
 * Upload limits as data. Quotas count per visitor key (an anonymous visitor's cookie); a signed-in
 * customer's uploads will count against the customer once accounts exist.
 */
export const UPLOAD_LIMITS = {
  /** Largest file accepted, before any decoding. */
  maxFileBytes: 30 * 1024 * 1024,
  /** Decoder limit: about 120 megapixels (a 13 000 × 9 000 photo). Checked from the header first. */
  maxInputPixels: 120_000_000,
  /** Longest side of the WebP the editor shows. */
  previewMaxSidePx: 2000,
  previewQuality: 82,
  /** Re-encoded print original (JPEG inputs); high enough that re-encoding costs nothing visible. */
  printJpegQuality: 92,
  /** Own layouts as PDF: a card has at most a few sides, each no larger than a poster. */
  pdfMaxPages: 8,
  pdfMaxSideMm: 1200,
  pdfMinSideMm: 10,
  /** SVG logos are small text files; anything bigger is usually an embedded photo. */
  svgMaxBytes: 5 * 1024 * 1024,
  /**
   * What an SVG may contain (issue 24: one 8 000-character <text> took librsvg 7 s, and the time grows
   * sevenfold per doubling). Logos and layouts set text in short lines; long copy arrives as paths.
   */
  svgMaxElements: 20_000,
  svgMaxCharsPerText: 1_000,
  svgMaxChars: 5_000,
  /** SVGs are rasterised for the preview at this density (sharp/librsvg). */
  svgPreviewDensity: 150,
  quota: { maxFiles: 200, maxBytes: 1024 * 1024 * 1024 },
} as const

export type UploadQuota = { maxFiles: number; maxBytes: number }
