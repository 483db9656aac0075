/**
 * A render as plain data: what the render child (child.mjs) runs with sharp. The server describes a
 * pipeline here and never calls sharp on untrusted input itself, so a decoder or rasteriser that runs
 * away does so in a process that can be killed (docs/adr/0048).
 */
export type RenderInput =
  /** Bytes sent along (uploads, stored files). */
  | { bytes: Uint8Array }
  /** A file the child reads itself (the image service's sources below public/): nothing to copy. */
  | { file: string }
  /**
   * A PDF whose first page is the picture (docs/adr/0062): drawn by PDFium (WebAssembly) in the
   * child at `scale` pixels per PDF point; without outputs, only the page's size and count are read
   * (with `pages`, every page's size and TrimBox). A proof of a print file (docs/adr/0084) names the
   * page (`index`, from 0) and asks for it cut to its TrimBox (`trim`).
   */
  | { pdfPage: { bytes: Uint8Array; scale?: number; index?: number; trim?: boolean; pages?: boolean } }

export type RenderOpen = {
  /** sharp's decoder limit: the header is checked before anything is decoded. */
  limitInputPixels: number
  /** Rasterising density of vector input (SVG). */
  density?: number
  failOn?: 'none' | 'truncated' | 'error' | 'warning'
  sequentialRead?: boolean
}

export type RenderStep =
  | { op: 'rotate'; angle?: number }
  | {
      op: 'resize'
      width?: number
      height?: number
      fit?: 'cover' | 'inside'
      withoutEnlargement?: boolean
    }
  | { op: 'flatten'; background: string }
  | { op: 'modulate'; brightness: number }
  | { op: 'blur'; sigma: number }

/**
 * How an output is written. Without `keepIccProfile` sharp converts to sRGB and drops the profile (what
 * a screen wants); with it the pixels stay in the input's colour space and its ICC profile is embedded
 * (what a print original wants: an Adobe RGB or Display P3 photo keeps its gamut for the print shop).
 */
export type RenderEncode =
  | { format: 'webp'; quality: number; effort?: number }
  | { format: 'jpeg'; quality: number; mozjpeg?: boolean; keepIccProfile?: boolean }
  | {
      format: 'png'
      quality?: number
      palette?: boolean
      compressionLevel?: number
      keepIccProfile?: boolean
    }
  | { format: 'raw' }

export type RenderOutputPlan = { steps: RenderStep[]; encode: RenderEncode }

/** One job: an input, how to open it, and either its header (`metadata`) or encoded outputs. */
export type RenderJob = {
  input: RenderInput
  open: RenderOpen
  metadata?: boolean
  outputs?: RenderOutputPlan[]
}

export type RenderMetadata = {
  width?: number
  height?: number
  hasAlpha?: boolean
  format?: string
  /** True when the input embeds an ICC colour profile. */
  hasProfile?: boolean
  /** libvips' interpretation of the input, e.g. srgb, rgb16, cmyk, b-w. */
  space?: string
  /**
   * The input's raw EXIF block (sharp's `Exif\0\0` + TIFF), when it has one: the parent reads the
   * capture date from it (uploads/exif-date.ts); the child interprets nothing.
   */
  exif?: Uint8Array
  /** A PDF input: its number of pages and the first page's size in points (1/72 in). */
  pageCount?: number
  widthPt?: number
  heightPt?: number
  /** A PDF input read with `pages`: each page's size and TrimBox (points from its top left). */
  pages?: PdfPageBoxes[]
}

export type PdfPageBoxes = {
  widthPt: number
  heightPt: number
  trim: { left: number; top: number; width: number; height: number } | null
}
export type RenderedOutput = { data: Uint8Array; width: number; height: number; channels: number }
export type RenderResult = { metadata?: RenderMetadata; outputs: RenderedOutput[] }

/** What the child answers; a sharp error travels as its message (the caller words it for people). */
export type ChildAnswer =
  { id: number; ok: true; result: RenderResult } | { id: number; ok: false; message: string }
export type ChildRequest = { id: number; job: RenderJob }
