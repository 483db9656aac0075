import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type Font = ReturnType<Fontkit['create']>

/**
 * fontkit for pdf-lib (print files, invoices), with the work that does not change between PDFs done
 * once per process. A CPU profile of `npm run bench:load` showed an invoice PDF costing about a
 * second of CPU, nearly all of it in fontkit: every PDF parsed the same font files again, and every
 * drawn or measured string ran the full OpenType shaping (GSUB and GPOS) afresh.
 *
 * - A font is parsed once per file: the font files are cached as one byte array each (print/fonts.ts,
 *   invoices/pdf-fonts.ts), so the parsed font is kept per byte array. pdf-lib only reads from it
 *   (each PDF makes its own subset).
 * - Layouts are remembered per string: pdf-lib lays out each string twice or more (width, then the
 *   glyphs), and labels repeat in every document.
 * - Glyph positioning (GPOS: kerning, mark placement) is not run: pdf-lib draws glyph ids and measures
 *   with advance widths only, so the positions were computed and thrown away. Substitutions (GSUB:
 *   ligatures, contextual forms) still run: they decide which glyphs are drawn.
 */
const NO_POSITIONING = { kern: false, mark: false, mkmk: false, curs: false, dist: false } as const
/** Distinct strings kept per font; the map starts over when full (names and addresses rarely repeat). */
const LAYOUTS_PER_FONT = 4000

type Layout = ReturnType<Font['layout']>
const parsed = new WeakMap<Uint8Array, Font>()

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
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName)
    let font = parsed.get(bytes)
    if (!font) {
      font = withRememberedLayouts(fontkit.create(bytes))
      parsed.set(bytes, font)
    }
    return font
  },
}
