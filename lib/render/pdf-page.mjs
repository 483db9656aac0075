/**
 * The first page of an uploaded PDF, read and drawn with PDFium compiled to WebAssembly
 * (@hyzyla/pdfium, docs/adr/0062). Only the render child (child.mjs) imports this, so a PDF that
 * makes PDFium run away or swell does so in a process the pool kills at its time and memory limit.
 * Errors carry a stable prefix (`pdf-encrypted:`, `pdf-unreadable:`, `pdf-no-pages:`) that the upload
 * code turns into a message for the customer.
 */
/**
 * PDFium's library, loaded and initialised once per process on its first PDF (the WebAssembly module
 * takes ~40 ms to start): a render process that only ever draws photos never loads it.
 */
let library = null

/**
 * Opens the document, runs `read` on it and always frees it. PDFium answers a password-protected file
 * with an error; a file with only an owner password (permissions) opens, but is refused the same way:
 * its author restricted what may be done with it.
 * @template T @param {Uint8Array} bytes @param {(doc: import("@hyzyla/pdfium").PDFiumDocument) => Promise<T>} read
 * @returns {Promise<T>}
 */
async function withDocument(bytes, read) {
  library ??= await import('@hyzyla/pdfium').then(({ PDFiumLibrary }) => PDFiumLibrary.init())
  let doc
  try {
    doc = await library.loadDocument(bytes)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      /password|security/i.test(message) ? `pdf-encrypted: ${message}` : `pdf-unreadable: ${message}`,
    )
  }
  try {
    if (library.module._FPDF_GetSecurityHandlerRevision(doc.documentIdx) !== -1) {
      throw new Error('pdf-encrypted: the document has a security handler')
    }
    if (doc.getPageCount() < 1) throw new Error('pdf-no-pages: the document has no pages')
    return await read(doc)
  } finally {
    doc.destroy()
  }
}

/**
 * The first page's size in PDF points (1/72 in, rotation applied) and the page count, without drawing.
 * @param {Uint8Array} bytes
 */
export function pdfFirstPage(bytes) {
  return withDocument(bytes, async (doc) => {
    const { originalWidth, originalHeight } = doc.getPage(0).getOriginalSize()
    if (!(originalWidth > 0 && originalHeight > 0))
      throw new Error('pdf-unreadable: the first page has no size')
    return { pageCount: doc.getPageCount(), widthPt: originalWidth, heightPt: originalHeight }
  })
}

/**
 * Reads one of the page's boxes (PDFium's FPDFPage_Get…Box) as left, bottom, right, top in points;
 * null when the page does not set it.
 * @param {(page: number, l: number, b: number, r: number, t: number) => number} get @param {number} pageIdx
 */
function readBox(get, pageIdx) {
  const m = library.module
  const ptr = m.wasmExports.malloc(16)
  try {
    if (!get(pageIdx, ptr, ptr + 4, ptr + 8, ptr + 12)) return null
    const [l, b, r, t] = m.HEAPF32.slice(ptr / 4, ptr / 4 + 4)
    return { l, b, r, t }
  } finally {
    m.wasmExports.free(ptr)
  }
}

/**
 * The page's TrimBox (the cut) in points from the drawn page's top left corner, or null when the page
 * has none. PDFium draws the CropBox (else the MediaBox), so the trim is placed relative to that.
 * @param {import("@hyzyla/pdfium").PDFiumPage} page
 */
function trimOf(page) {
  const m = library.module
  const shown =
    readBox(m._FPDFPage_GetCropBox, page.pageIdx) ?? readBox(m._FPDFPage_GetMediaBox, page.pageIdx)
  const trim = readBox(m._FPDFPage_GetTrimBox, page.pageIdx)
  if (!shown || !trim) return null
  return { left: trim.l - shown.l, top: shown.t - trim.t, width: trim.r - trim.l, height: trim.t - trim.b }
}

/**
 * Every page's size and TrimBox in points (the proof of a print file, docs/adr/0084), without drawing.
 * @param {Uint8Array} bytes
 */
export function pdfPages(bytes) {
  return withDocument(bytes, async (doc) => {
    const pages = []
    for (let index = 0; index < doc.getPageCount(); index++) {
      const page = doc.getPage(index)
      try {
        const { originalWidth, originalHeight } = page.getOriginalSize()
        pages.push({ widthPt: originalWidth, heightPt: originalHeight, trim: trimOf(page) })
      } finally {
        library.module._FPDF_ClosePage(page.pageIdx)
      }
    }
    return pages
  })
}

/** PDFium's render flags (fpdfview.h): annotations as printed, RGBA byte order, print rendering. */
const FLAGS = { ANNOT: 0x01, REVERSE_BYTE_ORDER: 0x10, PRINTING: 0x800 }
/** Bytes of one band PDFium draws at a time (RGBA): the WebAssembly heap never holds the whole page. */
const BAND_BYTES = 64 * 1024 * 1024

/**
 * A page (the first unless `index` says otherwise) drawn at `scale` pixels per point on white, as RGB
 * (3 bytes a pixel), with its TrimBox in pixels when it has one. PDFium draws
 * it in horizontal bands into a small bitmap of its heap and each band is copied out without its
 * alpha: a 200-MP page then needs 600 MB here instead of 800 MB in PDFium's heap plus a copy of it
 * (docs/adr/0062, measured there).
 * @param {Uint8Array} bytes @param {number} scale @param {number} [index]
 */
export function drawPdfPage(bytes, scale, index = 0) {
  return withDocument(bytes, async (doc) => {
    const m = library.module
    if (!Number.isInteger(index) || index < 0 || index >= doc.getPageCount())
      throw new Error(`pdf-no-pages: there is no page ${index + 1}`)
    const page = doc.getPage(index)
    const { originalWidth, originalHeight } = page.getOriginalSize()
    // As the library's own render(): whole points times the scale, floored.
    const width = Math.floor(Math.floor(originalWidth) * scale)
    const height = Math.floor(Math.floor(originalHeight) * scale)
    if (width < 1 || height < 1) throw new Error('pdf-unreadable: the page has no size')
    const trim = trimOf(page)
    const rgb = Buffer.allocUnsafe(width * height * 3)
    const bandRows = Math.max(1, Math.min(height, Math.floor(BAND_BYTES / (width * 4))))
    const ptr = m.wasmExports.malloc(width * bandRows * 4)
    if (ptr === 0) throw new Error('PDFium could not allocate the drawing band')
    const bitmap = m._FPDFBitmap_CreateEx(width, bandRows, 4, ptr, width * 4)
    try {
      for (let top = 0; top < height; top += bandRows) {
        const rows = Math.min(bandRows, height - top)
        m._FPDFBitmap_FillRect(bitmap, 0, 0, width, bandRows, 0xffffffff)
        // The whole page at its size, shifted up by `top`: PDFium clips it to this band.
        m._FPDF_RenderPageBitmap(
          bitmap,
          page.pageIdx,
          0,
          -top,
          width,
          height,
          0,
          FLAGS.ANNOT | FLAGS.REVERSE_BYTE_ORDER | FLAGS.PRINTING,
        )
        // The heap may have grown (and moved) while drawing: read it afresh for every band.
        const band = m.HEAPU8.subarray(ptr, ptr + rows * width * 4)
        let out = top * width * 3
        for (let i = 0; i < band.length; i += 4) {
          rgb[out++] = band[i]
          rgb[out++] = band[i + 1]
          rgb[out++] = band[i + 2]
        }
      }
    } finally {
      m._FPDFBitmap_Destroy(bitmap)
      m.wasmExports.free(ptr)
      m._FPDF_ClosePage(page.pageIdx)
    }
    return { data: rgb, width, height, channels: 3, trim }
  })
}

/**
 * The first page drawn at `scale` (an uploaded PDF's picture, docs/adr/0062).
 * @param {Uint8Array} bytes @param {number} scale
 */
export const drawPdfFirstPage = (bytes, scale) => drawPdfPage(bytes, scale, 0)
