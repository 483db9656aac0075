import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type Font = ReturnType<Fontkit['create']>

/**
 * fontkit for pdf-lib (print files, invoices) with less repeated work. A CPU profile of
 * `npm run bench:load` showed an invoice PDF costing about a second of CPU, nearly all of it in
 * fontkit shaping every drawn or measured string (GSUB and GPOS) afresh.
 *
 * - Layouts are remembered per string and font: pdf-lib lays out each string twice or more (width,
 *   then the glyphs), and labels repeat.
 * - Glyph positioning (GPOS: kerning, mark placement) is not run: pdf-lib draws glyph ids and measures
 *   with advance widths only, so the positions were computed and thrown away. Substitutions (GSUB:
 *   ligatures, contextual forms) still run: they decide which glyphs are drawn.
 * - Each PDF still parses its own font object: fontkit caches a glyph with the code points it was
 *   first reached by, and pdf-lib builds the PDF's ToUnicode map (copy and search of the text) from
 *   those, so a font shared between PDFs mapped glyphs to another document's letters.
 */
const NO_POSITIONING = { kern: false, mark: false, mkmk: false, curs: false, dist: false } as const
/** Distinct strings kept per font of one PDF; the map starts over when full. */
const LAYOUTS_PER_FONT = 4000

type Layout = ReturnType<Font['layout']>

function withRememberedLayouts(font: Font): Font {
  const layout = font.layout.bind(font)
  const remembered = new Map<string, Layout>()
  font.layout = (text, features) => {
    // pdf-lib passes the features given to embedFont; the shop never gives any.
    if (features !== undefined) return layout(text, features)
    let run = remembered.get(text)
    if (!run) {
      if (remembered.size >= LAYOUTS_PER_FONT) remembered.clear()
      run = layout(text, NO_POSITIONING as unknown as Parameters<Font['layout']>[1])
      remembered.set(text, run)
    }
    return run
  }
  return font
}

export const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName)
    return postscriptName === undefined ? withRememberedLayouts(font) : font
  },
}
