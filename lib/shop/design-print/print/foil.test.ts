import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFPage } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { RefinementKey } from '@/lib/config/catalog'
import { createDocument, frame, page, shape, textLayer } from '@/lib/shop/design-print/design/templates'
import { spotContent } from './foil'
import { renderPrintPdf } from './render-print-pdf'
import { loadPdf, pageContent, pageTexts } from './testing/pdf-inspect'

/** A postcard with a foiled headline, a foiled frame and a plain line of small print. */
function foiledCard() {
  return createDocument({
    id: 'foil-test',
    format: 'a6-postcard',
    pages: [
      page('front', {
        background: { kind: 'color', color: '#f4efe6' },
        layers: [
          textLayer({
            content: 'Wir heiraten',
            x: 10,
            y: 20,
            width: 128,
            height: 20,
            fontSizePt: 28,
            foil: true,
          }),
          frame({ frameId: 'thin', x: 6, y: 6, width: 136, height: 93, color: '#333333', foil: true }),
          textLayer({
            content: 'Bitte antwortet bis Mai',
            x: 10,
            y: 70,
            width: 128,
            height: 10,
            color: '#1f1f1f',
          }),
        ],
      }),
      page('back', {
        layers: [shape({ shape: 'ellipse', x: 60, y: 40, width: 20, height: 20, fill: '#aa0000' })],
      }),
    ],
  })
}

function resource(page: PDFPage, kind: string): PDFDict | undefined {
  return page.node.Resources()?.lookupMaybe(PDFName.of(kind), PDFDict)
}

/** The page's Separation colour spaces as [name, alternate space, tint C1]. */
function separations(page: PDFPage): [string, string, number[]][] {
  const spaces = resource(page, 'ColorSpace')
  return [...(spaces?.entries() ?? [])].map(([, ref]) => {
    const array = page.doc.context.lookup(ref, PDFArray)
    const tint = array.lookup(3, PDFDict).lookup(PDFName.of('C1'), PDFArray)
    return [
      `${array.lookup(0)?.toString()} ${array.lookup(1)?.toString()}`,
      array.lookup(2)?.toString() ?? '',
      tint.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : NaN)),
    ]
  })
}

describe('refined layers print on the refinement’s spot colour (ADR 0082)', () => {
  it.each([
    ['gold', 'Foil_Gold'],
    ['rosegold', 'Foil_RoseGold'],
    ['silver', 'Foil_Silver'],
    ['relief', 'Relief_Varnish'],
  ] as const)('%s: a Separation named %s, used by the content, overprinting', async (refinement, name) => {
    const pdf = await loadPdf(await renderPrintPdf({ document: foiledCard(), refinement }))
    const front = pdf.getPage(0)
    const [space] = separations(front)
    expect(space?.[0]).toBe(`/Separation /${name}`)
    expect(space?.[1]).toBe('/DeviceCMYK')
    expect(space?.[2]).toHaveLength(4)
    const content = pageContent(front)
    // Text fill and frame stroke both go to the spot colour, at full tint.
    expect(content).toContain(`/${name} cs\n1 scn`)
    expect(content).toContain(`/${name} CS\n1 SCN`)
    const states = resource(front, 'ExtGState')
    const overprint = states?.lookup(PDFName.of('GS_Refinement'), PDFDict)
    expect(overprint?.get(PDFName.of('OP'))?.toString()).toBe('true')
    expect(overprint?.get(PDFName.of('op'))?.toString()).toBe('true')
    expect(overprint?.get(PDFName.of('OPM'))?.toString()).toBe('1')
    expect(content).toContain('/GS_Refinement gs')
    // The refined headline stays text, and the small print stays in process colour.
    expect(pageTexts(front)).toEqual(['Wir heiraten', 'Bitte antwortet bis Mai'])
    expect(content).toMatch(/^0\.12\d* 0\.12\d* 0\.12\d* rg$/m)
    // A page without refined layers has no separation.
    expect(separations(pdf.getPage(1))).toEqual([])
  })

  it.each([undefined, 'none'] as const)(
    'refinement %s: foiled layers print in process colour, no separation',
    async (refinement?: RefinementKey) => {
      const pdf = await loadPdf(await renderPrintPdf({ document: foiledCard(), refinement }))
      for (const pdfPage of pdf.getPages()) {
        expect(separations(pdfPage)).toEqual([])
        expect(pageContent(pdfPage)).not.toMatch(/ cs\n| scn\n|GS_Refinement/)
      }
    },
  )

  it('refines a panel of a folded card, upside down or not', async () => {
    const document = createDocument({
      id: 'foil-folded',
      format: 'a6-folded',
      pages: [
        page('front', {
          layers: [textLayer({ content: 'Front', x: 10, y: 10, width: 100, height: 20, foil: true })],
        }),
        page('inside-top'),
        page('inside-bottom'),
        page('back', {
          layers: [textLayer({ content: 'Back', x: 10, y: 10, width: 100, height: 20, foil: true })],
        }),
      ],
    })
    const pdf = await loadPdf(await renderPrintPdf({ document, refinement: 'gold' }))
    expect(pdf.getPageCount()).toBe(2)
    const outside = pdf.getPage(0)
    expect(separations(outside).map(([n]) => n)).toEqual(['/Separation /Foil_Gold'])
    expect(pageContent(outside).match(/\/Foil_Gold cs/g)).toHaveLength(2)
    expect(separations(pdf.getPage(1))).toEqual([])
  })
})

describe('spotContent', () => {
  it('turns every fill and stroke colour operator into the spot colour, and nothing else', () => {
    const content = [
      'q',
      '0.5 0.2 0.1 rg',
      '0 0 0 1 K',
      '0.3 g',
      '1 0 0 1 10 20 cm',
      '<0041> Tj',
      '2 w',
      'Q',
    ].join('\n')
    expect(spotContent(content, 'Foil_Gold').split('\n')).toEqual([
      'q',
      '/Foil_Gold cs',
      '1 scn',
      '/Foil_Gold CS',
      '1 SCN',
      '/Foil_Gold cs',
      '1 scn',
      '1 0 0 1 10 20 cm',
      '<0041> Tj',
      '2 w',
      'Q',
    ])
  })
})
