import { DESIGN_FONTS, fontFileName, type DesignFont } from '@/lib/shop/design-print/design/fonts'

/**
 * The @font-face rules that let the browser draw the design fonts from the very files the PDF embeds.
 * The files are served by app/fonts/design/[file] from node_modules/@fontsource (nothing is fetched
 * from the internet), and only the faces a design actually uses are downloaded by the browser.
 */
export const DESIGN_FONT_PATH = '/fonts/design/'

export interface FontFace {
  family: string
  weight: number
  italic: boolean
  file: string
}

export function fontFaces(fonts: readonly DesignFont[] = DESIGN_FONTS): FontFace[] {
  return fonts.flatMap((font) =>
    font.weights.flatMap((weight) =>
      (font.italic ? [false, true] : [false]).map((italic) => ({
        family: font.family,
        weight,
        italic,
        file: fontFileName(font, { weight, italic, format: 'woff2' }),
      })),
    ),
  )
}

export function fontFaceCss(faces: readonly FontFace[] = fontFaces()): string {
  return faces
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:url(${DESIGN_FONT_PATH}${f.file}) format("woff2");` +
        `font-weight:${f.weight};font-style:${f.italic ? 'italic' : 'normal'};font-display:block}`,
    )
    .join('\n')
}

const FILES = new Map(fontFaces().map((face) => [face.file, face]))

/** The face behind a requested file name; anything not in the list (paths, other files) is refused. */
export function fontFaceForFile(file: string): FontFace | undefined {
  return FILES.get(file)
}
