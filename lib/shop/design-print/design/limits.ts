/**
 * Limits of the design document. They are product decisions, not technical ones: they keep a
 * customer's design printable (font sizes a press can reproduce), bound the work of the renderers
 * (layers, text length) and reject documents that could only come from a bug or a hostile client.
 */
export const DESIGN_LIMITS = {
  /** Printers ask for 3 mm; the field exists so a product (e.g. stickers) can ask for another. */
  defaultBleedMm: 3,
  /** Card and stationery documents; a wall-art document may use up to maxWallArtBleedMm (canvas wrap). */
  maxBleedMm: 10,
  maxSafeMarginMm: 30,
  /** Largest sheet the shop prints (A2 poster with room to spare); anything bigger is a typo. */
  maxTrimSideMm: 1000,
  /**
   * Wall art (a document with a `wallArt` spec) prints up to 2 m per side, and a canvas wraps its
   * stretcher bar: depth + 5 mm of bleed. The schema bounds every document by these; the document
   * check holds cards to maxTrimSideMm and maxBleedMm.
   */
  maxWallArtSideMm: 2000,
  maxWallArtBleedMm: 60,
  /** Smallest layer box: thinner than this cannot be selected in the editor or printed visibly. */
  minLayerSideMm: 0.1,
  /**
   * How far a layer may reach beyond the bleed box. Designers push photos off the edge to crop them,
   * but a layer far outside the sheet is invisible and usually a bug (a drag that ran away).
   */
  offCanvasMarginMm: 50,
  minFontSizePt: 4,
  maxFontSizePt: 200,
  minLineHeight: 0.5,
  maxLineHeight: 3,
  minLetterSpacingEm: -0.2,
  maxLetterSpacingEm: 1,
  maxLinesPerText: 100,
  maxTextLength: 2000,
  maxQrDataLength: 1000,
  maxLabelLength: 80,
  maxLayersPerPage: 100,
  /** Cards (checked when the document has no product spec). */
  maxPages: 8,
  /**
   * What the schema admits: 250 photo prints, or a photo box's lid and 100 prints, or a photo book's
   * cover and 100 spreads; each product's check holds it to its own count.
   */
  maxProductPages: 251,
  maxPaletteColors: 24,
  maxFonts: 12,
  maxStrokeMm: 20,
  maxCornerRadiusMm: 100,
  maxMotifColors: 8,
} as const
