/**
 * Upload limits as data. Quotas count per visitor key (an anonymous visitor's cookie); a signed-in
 * customer's uploads will count against the customer once accounts exist.
 */
export const UPLOAD_LIMITS = {
  /**
   * Largest file accepted, before any decoding (issue 26: wall art up to 2 m wants photos from medium
   * format cameras and scans; an uncompressed 16-bit TIFF of 24 MP is already 140 MB, a JPEG of
   * 200 MP about 60-90 MB).
   */
  maxFileBytes: 100 * 1024 * 1024,
  /**
   * Decoder limit: 200 megapixels (a 17 300 × 11 550 scan). Checked from the header first; the render
   * pool's memory cap and the upload's time limit are sized for it (lib/render/limits.ts, ADR 0059).
   */
  maxInputPixels: 200_000_000,
  /** Longest side of the WebP the editor shows. */
  previewMaxSidePx: 2000,
  previewQuality: 82,
  /**
   * Longest side of the small WebP the page strip and photo tray show (ADR 0070): a 120-photo book's
   * tray loads about 2 MB of thumbnails instead of 30 MB of previews. Made from the same decode.
   */
  thumbMaxSidePx: 320,
  thumbQuality: 75,
  /** Re-encoded print original (JPEG inputs); high enough that re-encoding costs nothing visible. */
  printJpegQuality: 92,
  /**
   * Up to this size the print original is written with mozjpeg (a few % smaller at the same quality);
   * above it with plain libjpeg-turbo at the same quality: mozjpeg took 92 s for 200 MP on a busy
   * machine, libjpeg-turbo 13–17 s (ADR 0059).
   */
  printMozjpegMaxPixels: 40_000_000,
  /** Own layouts as PDF: a card has at most a few sides, each no larger than a poster. */
  pdfMaxPages: 8,
  pdfMaxSideMm: 1200,
  pdfMinSideMm: 10,
  /**
   * A PDF uploaded as a photo (docs/adr/0062): its first page is drawn at this density at the page's
   * own size, less where that would pass maxInputPixels. Pages from 10 mm up to 5080 mm a side
   * (200 in, the largest page a PDF describes) are drawn; anything else is refused.
   */
  pdfPhotoDpi: 300,
  pdfPhotoMaxSideMm: 5080,
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
  /**
   * Per visitor or customer: a 120-photo book plus a calendar's photos and a few spares (ADR 0070);
   * the byte cap (previews and print originals) is what bounds the storage.
   */
  quota: { maxFiles: 500, maxBytes: 1024 * 1024 * 1024 },
} as const

/** Multipart framing and form fields around the file: what a request body may add to maxFileBytes. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024

export type UploadQuota = { maxFiles: number; maxBytes: number }
