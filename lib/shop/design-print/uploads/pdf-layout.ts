import { PDFDocument, type PDFPage } from 'pdf-lib'
import { RenderRefused } from '@/lib/render/errors'
import { RENDER_TIMEOUTS } from '@/lib/render/limits'
import { render } from '@/lib/render/render'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import { renderRefusedUpload, uploadRefused } from './errors'
import { UPLOAD_LIMITS as L } from './limits'
import type { UploadRenderContext } from './process-image'

export type PdfLayoutInfo = { pageCount: number; widthMm: number; heightMm: number }

/**
 * Checks an own layout delivered as PDF: it must open (not encrypted, not damaged) and have a sane
 * number of pages of a printable size. What is stored is a copy with only the pages (pdf-clean.ts),
 * embedded in the print file as vector forms (lib/shop/design-print/print).
 */
export async function inspectPdfLayout(bytes: Uint8Array): Promise<PdfLayoutInfo> {
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message)
    throw uploadRefused(encrypted ? 'pdfEncrypted' : 'pdfUnreadable', 422)
  }
  let pages: PDFPage[]
  try {
    // pdf-lib opens some broken files lazily and only fails when the page tree is walked.
    pages = doc.getPages()
    pages.forEach((page) => page.getSize())
  } catch {
    throw uploadRefused('pdfUnreadable', 422)
  }
  if (pages.length === 0) throw uploadRefused('pdfNoPages', 422)
  if (pages.length > L.pdfMaxPages) {
    throw uploadRefused('pdfTooManyPages', 422, { pages: pages.length, max: L.pdfMaxPages })
  }
  for (const [index, page] of pages.entries()) {
    const { width, height } = page.getSize()
    const [w, h] = [ptToMm(width), ptToMm(height)]
    if (Math.max(w, h) > L.pdfMaxSideMm || Math.min(w, h) < L.pdfMinSideMm) {
      throw uploadRefused('pdfPageSize', 422, {
        page: index + 1,
        width: Math.round(w),
        height: Math.round(h),
        min: L.pdfMinSideMm,
        max: L.pdfMaxSideMm,
      })
    }
  }
  const first = pages[0]!.getSize()
  return { pageCount: pages.length, widthMm: ptToMm(first.width), heightMm: ptToMm(first.height) }
}

/**
 * sharp's bundled libvips has no PDF reader, so the editor gets a stand-in: the page outline at the
 * PDF's proportions with its size and page count. The print file uses the real vector pages.
 */
export async function pdfStandInPreview(
  info: PdfLayoutInfo,
  context: UploadRenderContext = {},
): Promise<Uint8Array> {
  const scale = 1000 / Math.max(info.widthMm, info.heightMm)
  const [w, h] = [Math.round(info.widthMm * scale), Math.round(info.heightMm * scale)]
  const label = `PDF · ${Math.round(info.widthMm)} × ${Math.round(info.heightMm)} mm · ${info.pageCount} S.`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<rect x="4" y="4" width="${w - 8}" height="${h - 8}" fill="#f6f6f6" stroke="#8a8a8a" stroke-width="4" stroke-dasharray="16 10"/>` +
    `<text x="${w / 2}" y="${h / 2}" font-family="sans-serif" font-size="${Math.max(18, w / 22)}" text-anchor="middle" fill="#555">${label}</text></svg>`
  const { outputs } = await render(
    {
      input: { bytes: new TextEncoder().encode(svg) },
      open: { limitInputPixels: L.maxInputPixels },
      outputs: [{ steps: [], encode: { format: 'webp', quality: 80 } }],
    },
    { ...context, timeoutMs: RENDER_TIMEOUTS.uploadSvg },
  ).catch((error: unknown) => {
    if (error instanceof RenderRefused) throw renderRefusedUpload(error)
    throw error
  })
  if (!outputs[0]) throw new Error('The PDF stand-in was not drawn')
  return outputs[0].data
}
