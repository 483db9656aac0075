import { describe, expect, it } from 'vitest'
import { drawPdfFirstPage } from '@/lib/render/pdf-page.mjs'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import { createDocument, page, shape } from '@/lib/shop/design-print/design/templates'
import { renderPrintPdf } from './render-print-pdf'

/** A postcard whose front carries a red block dragged 15 mm past the left trim (bleed: 3 mm). */
function cardWithLayerPastTheBleed() {
  return createDocument({
    id: 'bleed-clip-test',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [shape({ shape: 'rect', x: -15, y: 10, width: 40, height: 30, fill: '#ff0000' })],
      }),
      page('back'),
    ],
  })
}

describe('print file pages are clipped to their BleedBox', () => {
  it('paints a layer up to the bleed edge and not into the slug with the crop marks', async () => {
    const bytes = await renderPrintPdf({ document: cardWithLayerPastTheBleed() })
    const scale = 2
    const { data, width } = await drawPdfFirstPage(bytes, scale)
    const slugMm = 3 + 1 + 5 + 1
    // Pixel at a point given in mm from the trim's top-left corner (y down, like the document).
    const red = (xMm: number, yMm: number) => {
      const px = Math.round(mmToPt(slugMm + xMm) * scale)
      const py = Math.round(mmToPt(slugMm + yMm) * scale)
      const i = (py * width + px) * 3
      return data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! < 80
    }
    expect(red(5, 25)).toBe(true) // inside the trim
    expect(red(-2.5, 25)).toBe(true) // in the bleed
    expect(red(-4, 25)).toBe(false) // just past the bleed
    expect(red(-8, 25)).toBe(false) // in the slug, where the crop marks sit
  })
})
