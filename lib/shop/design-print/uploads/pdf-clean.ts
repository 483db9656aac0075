import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib'

/** Keys through which a PDF runs code, opens links or files, or carries forms (issue 24 point 8). */
const ACTIVE_KEYS = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'URI',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AcroForm',
  'XFA',
  'Annots',
].map((key) => PDFName.of(key))
/** Objects that only exist to act: actions, annotations (links, form widgets), attached files. */
const ACTIVE_TYPES = new Set(['/Action', '/Annot', '/EmbeddedFile', '/Filespec'])
const ACTION_KINDS = new Set(
  ['JavaScript', 'Launch', 'URI', 'SubmitForm', 'ImportData', 'ResetForm', 'GoToR', 'GoToE', 'Rendition']
    .concat(['RichMediaExecute', 'Movie', 'Sound', 'Hide', 'Named', 'SetOCGState'])
    .map((kind) => `/${kind}`),
)

const isActive = (dict: PDFDict) => {
  const type = dict.get(PDFName.of('Type'))
  const kind = dict.get(PDFName.of('S'))
  return (
    (type instanceof PDFName && ACTIVE_TYPES.has(type.toString())) ||
    (kind instanceof PDFName && ACTION_KINDS.has(kind.toString()))
  )
}

/** Removes the active keys from a dictionary and from the dictionaries and arrays nested in it. */
function scrub(object: PDFObject | undefined): void {
  if (object instanceof PDFDict) {
    for (const key of ACTIVE_KEYS) object.delete(key)
    for (const [, value] of object.entries()) scrub(value)
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) scrub(value)
  }
}

/**
 * An uploaded PDF with only its pages: they are copied into a new document (so the catalog's open
 * action, document JavaScript, attached files and forms stay behind), then every action,
 * annotation and attached file the pages still reach is removed. What prints (content streams,
 * fonts, images, page boxes) is kept unchanged; this copy is what the shop stores and shows.
 */
export async function pagesOnlyPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
  const clean = await PDFDocument.create({ updateMetadata: false })
  for (const page of source.getPages()) {
    page.node.delete(PDFName.of('Annots'))
    page.node.delete(PDFName.of('AA'))
  }
  const pages = await clean.copyPages(source, source.getPageIndices())
  pages.forEach((page) => clean.addPage(page))
  const dropped: PDFRef[] = []
  for (const [ref, object] of clean.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object
    if (dict instanceof PDFDict && isActive(dict)) dropped.push(ref)
    else scrub(dict)
  }
  dropped.forEach((ref) => clean.context.delete(ref))
  return clean.save()
}
