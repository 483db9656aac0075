import { PDFDict, PDFName, type PDFPage } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { wallCalendarDocument } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { refinementOfLine } from './foil'
import { renderPrintPdf } from './render-print-pdf'
import { loadPdf, pageContent } from './testing/pdf-inspect'

/** The names of the page's Separation colour spaces ("/Foil_Gold"). */
function separationNames(page: PDFPage): string[] {
  const spaces = page.node.Resources()?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)
  return [...(spaces?.entries() ?? [])].map(([, ref]) => String(page.doc.context.lookup(ref)))
}

/** A calendar's refinement is paid for in its spec (no card options): its cover title prints in it. */
describe('calendar refinement in the print file', () => {
  it("takes the spec's refinement, the card vocabulary's name for it", () => {
    expect(refinementOfLine(null, wallCalendarDocument({ refinementType: 'silber' }))).toBe('silver')
    expect(refinementOfLine(null, wallCalendarDocument({ refinementType: 'ohne' }))).toBe('none')
    // A card line's options still decide for a card (no calendar spec in its document).
    expect(refinementOfLine({ refinement: 'gold' }, {})).toBe('gold')
  })

  it('a gold calendar has its cover title on the Foil_Gold separation, a plain one no separation', async () => {
    const gold = wallCalendarDocument({ refinementType: 'gold' })
    const plain = wallCalendarDocument({ refinementType: 'ohne' })
    const goldPdf = await loadPdf(
      await renderPrintPdf({ document: gold, refinement: refinementOfLine(null, gold) }),
    )
    const cover = goldPdf.getPage(0)
    expect(separationNames(cover).join(' ')).toContain('/Foil_Gold')
    expect(pageContent(cover)).toMatch(/scn/)
    // Month pages carry no refined layer.
    expect(separationNames(goldPdf.getPage(1))).toEqual([])
    const plainPdf = await loadPdf(
      await renderPrintPdf({ document: plain, refinement: refinementOfLine(null, plain) }),
    )
    expect(separationNames(plainPdf.getPage(0))).toEqual([])
  })
})
