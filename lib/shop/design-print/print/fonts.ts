import { readFile } from 'node:fs/promises'
import type { PDFDocument, PDFFont } from 'pdf-lib'
import { designFont, fontFilePath } from '@/lib/shop/design-print/design/fonts'
import { ShopError } from '@/lib/shop/common/errors'
import { sharedFontkit } from './shared-fontkit'
import { woffToSfnt } from './woff'

/** Font files are read once per process; each PDF embeds (and subsets) what its text uses. */
const fileCache = new Map<string, Promise<Uint8Array>>()

function readFont(path: string): Promise<Uint8Array> {
  let file = fileCache.get(path)
  if (!file) {
    file = readFile(path).then((b) => woffToSfnt(new Uint8Array(b)))
    file.catch(() => fileCache.delete(path))
    fileCache.set(path, file)
  }
  return file
}

/**
 * The fonts of one PDF. The WOFF (not WOFF2) files are read and unpacked to TrueType: fontkit can
 * subset their glyf tables, while its WOFF2 subsetter fails, and the glyphs are identical. Text stays
 * text with a ToUnicode map.
 */
export function fontBook(doc: PDFDocument) {
  doc.registerFontkit(sharedFontkit)
  const embedded = new Map<string, Promise<PDFFont>>()
  return {
    async get(family: string, weight: number, italic: boolean): Promise<PDFFont> {
      const font = designFont(family)
      if (!font) throw new ShopError(`The font "${family}" is not available for printing.`, { status: 422 })
      const path = fontFilePath(font, { weight, italic, format: 'woff' })
      let pdfFont = embedded.get(path)
      if (!pdfFont) {
        pdfFont = readFont(path).then((bytes) => doc.embedFont(bytes, { subset: true }))
        embedded.set(path, pdfFont)
      }
      return pdfFont
    },
  }
}
export type FontBook = ReturnType<typeof fontBook>
