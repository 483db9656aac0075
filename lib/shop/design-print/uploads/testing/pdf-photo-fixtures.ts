import { PDFDocument, rgb } from 'pdf-lib'

/** PDFs for the PDF-as-photo tests, made in code (no binary fixtures in the repository). */

const PT_PER_MM = 72 / 25.4

/**
 * An A-size page (`widthMm` × `heightMm`, white) with a red rectangle whose lower left corner is at
 * (`x`, `y`) mm from the page's lower left, `w` × `h` mm: where a drawn pixel must be red or white.
 */
export async function pdfWithRectangle(
  page = { widthMm: 210, heightMm: 297 },
  rect = { x: 20, y: 30, w: 100, h: 150 },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const p = doc.addPage([page.widthMm * PT_PER_MM, page.heightMm * PT_PER_MM])
  p.drawRectangle({
    x: rect.x * PT_PER_MM,
    y: rect.y * PT_PER_MM,
    width: rect.w * PT_PER_MM,
    height: rect.h * PT_PER_MM,
    color: rgb(1, 0, 0),
  })
  return doc.save()
}

/** A page of any size in points (a huge or tiny page). */
export async function pdfPageOfPoints(widthPt: number, heightPt: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([widthPt, heightPt])
  return doc.save()
}

/** Writes PDF objects with a correct cross-reference table (offsets counted here). */
function assemble(objects: string[], trailer: string): Uint8Array {
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

const PAGE_TREE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
]

/**
 * A password-protected PDF: the standard security handler (RC4, revision 3) with a user password
 * the reader does not know, so it cannot be opened without it (what "Protect with password" writes).
 */
export function encryptedPdf(): Uint8Array {
  const hex32 = (digit: string) => `<${digit.repeat(64)}>`
  const encrypt = `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${hex32('a')} /U ${hex32('b')} >>`
  const id = `<${'0123456789abcdef'.repeat(2)}>`
  return assemble([...PAGE_TREE, encrypt], `/Root 1 0 R /Encrypt 4 0 R /ID [${id} ${id}]`)
}

/** A well-formed PDF whose page tree has no pages. */
export function pagelessPdf(): Uint8Array {
  return assemble(
    ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'],
    '/Root 1 0 R',
  )
}

/** The header of a PDF and then noise: a damaged download. */
export function brokenPdf(): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}\n%%EOF\n`)
}
