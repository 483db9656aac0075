import { readFile } from 'node:fs/promises'
import { fontFaceForFile } from '@/lib/editor/font-faces'
import { designFont, fontFilePath } from '@/lib/shop/design-print/design/fonts'

/**
 * The design fonts for the editor's @font-face rules, straight from node_modules/@fontsource: the
 * same files the print PDF embeds. Only names from the font registry are served, so the parameter
 * can never reach another file.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const face = fontFaceForFile(file)
  const font = face && designFont(face.family)
  if (!face || !font) {
    return new Response('No such design font.', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  const data = await readFile(
    fontFilePath(font, { weight: face.weight, italic: face.italic, format: 'woff2' }),
  )
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'font/woff2',
      // File names carry the package's weight and style and change only with a package update.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
