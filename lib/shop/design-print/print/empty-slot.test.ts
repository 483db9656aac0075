import { describe, expect, it } from 'vitest'
import { renderPrintPdf } from './render-print-pdf'
import { loadPdf, pageFonts, pageTexts } from './testing/pdf-inspect'
import { placeCardDocument } from './testing/place-card'

describe('an empty photo slot in the print file', () => {
  it('prints no words: "Ihr Foto" is the editor’s hint, never ink on paper', async () => {
    const document = placeCardDocument()
    const slot = document.pages.flatMap((p) => p.layers).find((l) => l.type === 'photo')
    expect(slot).toMatchObject({ placeholderLabel: 'Ihr Foto' })
    expect(slot && 'assetId' in slot ? slot.assetId : undefined).toBeUndefined()
    const pdf = await loadPdf(await renderPrintPdf({ document, rows: [{ Vorname: 'A', Tisch: '1' }] }))
    for (const page of pdf.getPages()) {
      expect(pageTexts(page).join(' ')).not.toContain('Ihr Foto')
      // No font is embedded only to write the hint: Inter is none of the place card's fonts.
      expect(
        pageFonts(page)
          .map((f) => f.name)
          .join(' '),
      ).not.toMatch(/Inter/)
    }
  })
})
