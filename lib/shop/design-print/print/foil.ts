import { PDFArray, PDFContentStream, PDFDict, PDFName, PDFRef, type PDFDocument, type PDFPage } from 'pdf-lib'
import { z } from 'zod'
import { REFINEMENT_KEYS, type RefinementKey } from '@/lib/config/catalog'
import type { RefinementInk } from '@/lib/config/refinement-inks'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { refinementOfDocument } from '@/lib/shop/design-print/design/refinement'

/** The ExtGState that makes the refinement overprint: the process inks under it still print. */
const OVERPRINT_STATE = 'GS_Refinement'

/** A number as pdf-lib writes it into a content stream. */
const N = String.raw`-?[\d.]+(?:e-?\d+)?`
const FILL = new RegExp(String.raw`^(?:${N} ){3}rg$|^(?:${N} ){4}k$|^${N} g$`)
const STROKE = new RegExp(String.raw`^(?:${N} ){3}RG$|^(?:${N} ){4}K$|^${N} G$`)

/**
 * The refinement's spot colour for a print file (ADR 0082): one Separation colour space named after
 * the foil or varnish, with its CMYK alternate, and the overprint state that goes with it. Made once
 * per file; each page that uses it gets it into its resources.
 */
export function refinementBook(pdf: PDFDocument, ink: RefinementInk) {
  const { context } = pdf
  const [c, m, y, k] = ink.alternate
  const tint = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [c, m, y, k], N: 1 })
  const space = context.register(
    context.obj([PDFName.of('Separation'), PDFName.of(ink.separation), PDFName.of('DeviceCMYK'), tint]),
  )
  // OPM 1: a CMYK zero under the refinement leaves the plate below alone instead of erasing it.
  const state = context.register(context.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }))
  return {
    /**
     * Draws one layer (through `draw`, the ordinary layer renderer) in the refinement only: every
     * colour it sets becomes full tint of the spot colour, overprinting. The layer's operators are
     * given a content stream of their own, rewritten once drawn; nothing else of the page changes.
     * The element is not also printed in process colour (the foil covers it, and a misregistered
     * process copy would show at its edges).
     */
    async draw(page: PDFPage, layer: () => Promise<void>): Promise<void> {
      addResource(page, 'ColorSpace', ink.separation, space)
      addResource(page, 'ExtGState', OVERPRINT_STATE, state)
      page.resetPosition()
      await layer()
      const contents = page.node.Contents()
      const ref = contents instanceof PDFArray ? contents.get(contents.size() - 1) : undefined
      const stream = ref instanceof PDFRef ? context.lookup(ref) : undefined
      if (!(ref instanceof PDFRef) || !(stream instanceof PDFContentStream))
        throw new Error('The refined layer has no content stream of its own')
      const spot = spotContent(stream.getContentsString(), ink.separation)
      context.assign(ref, context.flateStream(`q\n/${OVERPRINT_STATE} gs\n${spot}\nQ\n`))
      // Whatever is drawn next goes to a new stream after this one, not into the replaced one.
      page.resetPosition()
    },
  }
}

export type RefinementBook = ReturnType<typeof refinementBook>

/** Every fill and stroke colour of a content stream turned into full tint of the spot colour. */
export function spotContent(content: string, separation: string): string {
  return content
    .split('\n')
    .map((line) => {
      if (FILL.test(line)) return `/${separation} cs\n1 scn`
      if (STROKE.test(line)) return `/${separation} CS\n1 SCN`
      return line
    })
    .join('\n')
}

function addResource(page: PDFPage, kind: 'ColorSpace' | 'ExtGState', name: string, ref: PDFRef) {
  const resources = page.node.normalizedEntries().Resources
  let dict = resources.lookupMaybe(PDFName.of(kind), PDFDict)
  if (!dict) {
    dict = page.doc.context.obj({})
    resources.set(PDFName.of(kind), dict)
  }
  dict.set(PDFName.of(name), ref)
}

const lineOptionsSchema = z.object({ refinement: z.enum(REFINEMENT_KEYS).optional() })

/**
 * The refinement a line was ordered (and paid) with: a card's from its stored options, a calendar's
 * from the spec its document carries (the same foils, ADR 0082); none for other products or for
 * options this build does not know.
 */
export function refinementOfLine(
  options: unknown,
  document: Pick<DesignDocument, 'calendar'>,
): RefinementKey | undefined {
  if (document.calendar) return refinementOfDocument(document)
  const parsed = lineOptionsSchema.safeParse(options)
  return parsed.success ? parsed.data.refinement : undefined
}
