import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'

/** Dictionary keys through which a PDF runs code or opens things by itself when it is viewed. */
const ACTIVE_KEYS = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'RichMedia',
]

/**
 * The active-content keys anywhere in a PDF, found by walking every indirect object (so keys inside
 * compressed object streams count too) and every dictionary nested in them.
 */
export async function activeContentKeys(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  const found = new Set<string>()
  const visit = (dict: PDFDict) => {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText()
      if (ACTIVE_KEYS.includes(name)) found.add(name)
      if (name === 'S' && value instanceof PDFName && ['/JavaScript', '/Launch'].includes(value.toString()))
        found.add(value.toString())
      if (value instanceof PDFDict) visit(value)
    }
  }
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict) visit(object)
    else if (object instanceof PDFRawStream) visit(object.dict)
  }
  return [...found]
}
