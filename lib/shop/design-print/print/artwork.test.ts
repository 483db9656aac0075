import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { MOTIFS } from '@/lib/shop/design-print/design/clipart/catalogue'
import { motifDocument } from '@/lib/shop/design-print/design/motif-document'
import { BUILTIN_MOTIF_IDS } from '@/lib/shop/design-print/design/motifs/registry'
import { clipart, artwork, createDocument, page } from '@/lib/shop/design-print/design/templates'
import type { AssetResolver } from './assets'
import { renderPrintPdf } from './render-print-pdf'
import { parseVectorSvg } from './svg-tree'
import { loadPdf, pageContent, pageXObjectTypes } from './testing/pdf-inspect'

const HEART =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Herz</title>' +
  '<g transform="translate(2 2) rotate(10 10 10)"><path fill="currentColor" d="M10 18 2 9a5 5 0 0 1 8-6 5 5 0 0 1 8 6z"/>' +
  '<circle cx="6" cy="6" r="1.5" fill="var(--motif-1, #ffffff)"/><rect x="1" y="1" width="4" height="4" rx="1" stroke="#000" fill="none"/></g></svg>'
const GRADIENT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><defs><linearGradient id="g">' +
  '<stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>'

function documentWith(layers: ReturnType<typeof clipart>[]): DesignDocument {
  return createDocument({ id: 'art', format: 'place-card', pages: [page('front', { layers }), page('back')] })
}

const resolver =
  (files: Record<string, { kind: 'svg' | 'pdf'; bytes: Uint8Array }>): AssetResolver =>
  async (id) =>
    files[id] ?? null

describe('clip art and artwork in the print file', () => {
  it('draws clip art as vectors in the layer’s colours', async () => {
    const doc = documentWith([
      clipart({ motifId: 'heart', x: 10, y: 10, width: 20, height: 20, colors: ['#b0305a', '#00ff00'] }),
    ])
    const pdf = await loadPdf(
      await renderPrintPdf({
        document: doc,
        assets: resolver({ 'motif:heart': { kind: 'svg', bytes: new TextEncoder().encode(HEART) } }),
      }),
    )
    const front = pdf.getPage(0)
    expect(pageXObjectTypes(front)).not.toContain('/Image')
    const content = pageContent(front)
    expect(content).toMatch(/0\.69\d* 0\.188\d* 0\.35\d* rg/) // slot 0: #b0305a
    expect(content).toMatch(/\b0 1 0 rg/) // slot 1: #00ff00
  })

  it('rasterises SVG features the vector renderer does not cover, and embeds PDF layouts as forms', async () => {
    expect(parseVectorSvg(GRADIENT)).toBeNull()
    const layout = await PDFDocument.create()
    layout.addPage([200, 100]).drawText('Logo')
    const doc = documentWith([
      artwork({ source: { kind: 'asset', assetId: 'grad' }, x: 5, y: 5, width: 20, height: 20 }),
      artwork({ source: { kind: 'asset', assetId: 'logo' }, x: 40, y: 5, width: 40, height: 20 }),
    ])
    const pdf = await loadPdf(
      await renderPrintPdf({
        document: doc,
        assets: resolver({
          grad: { kind: 'svg', bytes: new TextEncoder().encode(GRADIENT) },
          logo: { kind: 'pdf', bytes: await layout.save() },
        }),
      }),
    )
    expect(pageXObjectTypes(pdf.getPage(0)).sort()).toEqual(['/Form', '/Image'])
  })

  it('draws the shop’s own motifs as vectors when no picture is supplied (as the order’s print files)', async () => {
    const doc = documentWith([
      clipart({ motifId: 'rings', x: 5, y: 5, width: 20, height: 20, colors: ['#b0305a', '#00ff00'] }),
      clipart({ motifId: 'two-hearts', x: 40, y: 5, width: 20, height: 20, colors: ['#0000ff'] }),
    ])
    const front = (await loadPdf(await renderPrintPdf({ document: doc, assets: async () => null }))).getPage(
      0,
    )
    const content = pageContent(front)
    expect(content).not.toMatch(/\[3 3\] 0 d/)
    expect(content).toMatch(/0\.69\d* 0\.188\d* 0\.35\d* RG/) // the rings in slot 0: #b0305a
    expect(content).toMatch(/\b0 1 0 RG/) // and slot 1: #00ff00
    expect(content).toMatch(/\b0 0 1 rg/) // the catalogue's two hearts: #0000ff
    expect(pageXObjectTypes(front)).not.toContain('/Image')
  })

  it('can draw every motif of both catalogues as print vectors', () => {
    const ids = [...MOTIFS.map((m) => m.id), ...BUILTIN_MOTIF_IDS]
    const notVector = ids.filter(
      (id) => !parseVectorSvg(motifDocument(id, ['#112233', '#445566', '#778899'])!),
    )
    expect(notVector).toEqual([])
  })

  it('draws a dashed stand-in when a motif cannot be found', async () => {
    const pdf = await loadPdf(
      await renderPrintPdf({
        document: documentWith([clipart({ motifId: 'gone', x: 1, y: 1, width: 9, height: 9 })]),
      }),
    )
    expect(pageContent(pdf.getPage(0))).toMatch(/\[3 3\] 0 d/)
  })
})
