/**
 * Render limits as data (docs/adr/0048). The pool's processes are kept warm and reused; a job waits
 * in a short queue rather than being refused while the shop is only briefly busy.
 */
export const RENDER_LIMITS = {
  /**
   * Warm render processes (about 70 MB each at rest). Three, so that one visitor's two renders at
   * once (a page's pictures: as fast as in-process sharp, ADR 0048) always leave one for the others.
   */
  children: 3,
  /** One visitor's renders at once: one visitor never holds every process. */
  perClientRunning: 2,
  /** One visitor's renders waiting (a page's pictures, a few uploads); past it: 429. */
  perClientQueued: 24,
  /** Everybody's renders waiting; past it: 503. */
  maxQueued: 64,
  /** Longest wait for a free process; past it: 503 (the client would give up about then anyway). */
  maxWaitMs: 15_000,
  /**
   * Resident memory of one render process; above it the process is killed mid-job. Sized for the
   * largest upload (ADR 0059): a 200 MP JPEG measured 1.5 GB at its peak (print original, preview and
   * face scan from one decode), 1.76 GB with mozjpeg; this leaves a third on top. Three processes at
   * it at once stay under 8 GB.
   */
  maxRssBytes: 2560 * 1024 * 1024,
  /** After a job, a process above this is replaced so libvips' caches never add up. */
  recycleRssBytes: 512 * 1024 * 1024,
  /** How often a busy process's memory is read. */
  pollMs: 25,
  /** V8 heap of a render process: the JavaScript side only moves bytes. */
  heapMb: 128,
  retryAfterSeconds: { busy: 5, tooMany: 2 },
} as const

/** Time limits per kind of render, in ms. */
export const RENDER_TIMEOUTS = {
  /**
   * An uploaded photo: decode up to 200 MP, three outputs (and the toolbox's smaller copies). A 200 MP
   * JPEG took 13–17 s on two cores shared with three busy test runs (load 15), ADR 0059.
   */
  uploadRaster: 60_000,
  /** An uploaded SVG's preview: a logo draws in well under a second; a bomb is cut off within 5 s. */
  uploadSvg: 3_000,
  /** The image service: committed sources at a listed width. */
  imageService: 8_000,
  /** A design's preview (shop-drawn SVG with outlined text). */
  designPreview: 15_000,
  /** An SVG layout rasterised at print density for the print file. */
  printRaster: 30_000,
} as const

export type RenderPoolSettings = {
  script: string
  children: number
  perClientRunning: number
  perClientQueued: number
  maxQueued: number
  maxWaitMs: number
  maxRssBytes: number
  recycleRssBytes: number
  pollMs: number
  heapMb: number
  retryAfterSeconds: { busy: number; tooMany: number }
}
