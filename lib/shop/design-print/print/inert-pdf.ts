import { PDFDocument, PDFName } from 'pdf-lib'

/** Keys by which a page or document runs actions: on open, on page view, from links and form fields. */
const PAGE_ACTION_KEYS = ['AA', 'Annots'] as const
const DOCUMENT_ACTION_KEYS = ['OpenAction', 'AA', 'Names', 'AcroForm'] as const

/**
 * A customer's layout PDF without its actions, for embedding in a print file. embedPdf copies every
 * object a page reaches, its /Parent page tree included, so an uploaded PDF's JavaScript (page /AA,
 * link annotations) would otherwise travel into the file the printer opens. What is printed (content
 * streams and resources) stays; annotations are never printed as artwork anyway.
 */
export async function inertPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false })
  for (const key of DOCUMENT_ACTION_KEYS) source.catalog.delete(PDFName.of(key))
  for (const page of source.getPages()) for (const key of PAGE_ACTION_KEYS) page.node.delete(PDFName.of(key))
  return source
}
