import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib'

/** Test helpers that read a PDF back: page boxes, fonts, images and the text (via ToUnicode maps). */

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

function streamText(stream: unknown): string {
  return stream instanceof PDFRawStream ? latin1(decodePDFRawStream(stream).decode()) : ''
}

export function boxOf(page: PDFPage, name: 'MediaBox' | 'TrimBox' | 'BleedBox'): number[] {
  const box = page.node.lookup(PDFName.of(name), PDFArray)
  return box.asArray().map((n) => Number(n.toString()))
}

function fontsOf(page: PDFPage): Map<string, PDFDict> {
  const resources = page.node.Resources()
  const fonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict)
  const out = new Map<string, PDFDict>()
  for (const [name, ref] of fonts?.entries() ?? []) {
    const dict = page.doc.context.lookup(ref)
    if (dict instanceof PDFDict) out.set(name.decodeText(), dict)
  }
  return out
}

/** BaseFont names of the fonts a page uses, and whether each has an embedded font file. */
export function pageFonts(page: PDFPage): { name: string; embedded: boolean }[] {
  return [...fontsOf(page).values()].map((font) => {
    const base = font.lookup(PDFName.of('BaseFont'))?.toString() ?? ''
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict)
    const descriptor = descendant?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict)
    const embedded = Boolean(
      descriptor?.get(PDFName.of('FontFile2')) ?? descriptor?.get(PDFName.of('FontFile3')),
    )
    return { name: base, embedded }
  })
}

function toUnicode(font: PDFDict): Map<string, string> {
  const map = new Map<string, string>()
  const cmap = streamText(font.lookup(PDFName.of('ToUnicode')))
  for (const m of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const hex = m[2]!
    const units = hex.match(/.{4}/g)!.map((h) => parseInt(h, 16))
    map.set(m[1]!.toLowerCase(), String.fromCharCode(...units))
  }
  return map
}

/** The decoded content streams of a page, as text. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'))
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
  return refs.map((ref) => streamText(ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref)).join('\n')
}

/** Subtypes of the XObjects a page uses (/Image, /Form). */
export function pageXObjectTypes(page: PDFPage): string[] {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  return [...(xobjects?.entries() ?? [])].map(([, ref]) => {
    const object = page.doc.context.lookup(ref)
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined
    return dict?.get(PDFName.of('Subtype'))?.toString() ?? '?'
  })
}

/** The strings shown on a page, in drawing order, decoded through each font's ToUnicode map. */
export function pageTexts(page: PDFPage): string[] {
  const fonts = fontsOf(page)
  const maps = new Map([...fonts].map(([name, dict]) => [name, toUnicode(dict)]))
  const contents = page.node.get(PDFName.of('Contents'))
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
  const content = refs
    .map((ref) => streamText(ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref))
    .join('\n')
  const texts: string[] = []
  let current = new Map<string, string>()
  for (const m of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (m[1]) current = maps.get(m[1]) ?? new Map()
    else
      texts.push(
        (m[2]!.match(/.{4}/g) ?? []).map((gid) => current.get(gid.toLowerCase()) ?? '\uFFFD').join(''),
      )
  }
  return texts
}

/** Pixel widths of the images placed on a page. */
export function pageImageWidths(page: PDFPage): number[] {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  const widths: number[] = []
  for (const [, ref] of xobjects?.entries() ?? []) {
    const object = page.doc.context.lookup(ref)
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image') {
      widths.push(Number(object.dict.get(PDFName.of('Width'))?.toString()))
    }
  }
  return widths
}

export const loadPdf = (bytes: Uint8Array) => PDFDocument.load(bytes)
