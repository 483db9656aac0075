import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PDFDocument, PDFFont } from 'pdf-lib'
import { sharedFontkit } from '@/lib/shop/design-print/print/shared-fontkit'
import { woffToSfnt } from '@/lib/shop/design-print/print/woff'

/**
 * Inter from @fontsource, the shop's text face, embedded as subsets (as lib/shop/design-print/print/fonts.ts does
 * for print files): the invoice looks the same in every viewer, and its text stays extractable.
 */
const WEIGHTS = { regular: 400, bold: 700 } as const
export type InvoiceWeight = keyof typeof WEIGHTS

const cache = new Map<InvoiceWeight, Promise<Uint8Array>>()

function interFile(weight: InvoiceWeight): Promise<Uint8Array> {
  let file = cache.get(weight)
  if (!file) {
    const path = join(
      process.cwd(),
      'node_modules',
      '@fontsource',
      'inter',
      'files',
      `inter-latin-${WEIGHTS[weight]}-normal.woff`,
    )
    file = readFile(path).then((bytes) => woffToSfnt(new Uint8Array(bytes)))
    file.catch(() => cache.delete(weight))
    cache.set(weight, file)
  }
  return file
}

export async function embedInter(doc: PDFDocument): Promise<Record<InvoiceWeight, PDFFont>> {
  doc.registerFontkit(sharedFontkit)
  const [regular, bold] = await Promise.all(
    (['regular', 'bold'] as const).map(async (w) => doc.embedFont(await interFile(w), { subset: true })),
  )
  return { regular: regular!, bold: bold! }
}
