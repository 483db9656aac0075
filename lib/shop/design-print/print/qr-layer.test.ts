import { describe, expect, it } from 'vitest'
import { createDocument, page, qrCode, textLayer } from '@/lib/shop/design-print/design/templates'
import { RSVP_QR_DATA } from '@/lib/shop/design-print/design/qr-checks'
import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { rsvpShortUrl } from '@/lib/shop/events/links'
import { renderPrintPdf } from './render-print-pdf'
import { printPages } from './spreads'
import { loadPdf, pageContent, pageXObjectTypes } from './testing/pdf-inspect'
import { decodeQrOnPdfPage } from './testing/qr-decode'

/**
 * Issue 31 point 5 (ADR 0097): each printed invitation carries its household's QR code, drawn as
 * vector rectangles, and a phone reading the printed page gets exactly that household's short link.
 * The pages are drawn by PDFium, as the proof draws them, and read with jsQR.
 */

const TOKENS = ['b3JkZXItb25lLXRva2Vu', 'c2Vjb25kLWhvdXNlaG9sZA', 'dGhpcmQtaG91c2Vob2xkLXg']
const rows = TOKENS.map((token, i) => ({
  Name: ['Familie Weiß', 'Änne und Jo Groß', 'Björn Öz'][i]!,
  [RSVP_LINK_COLUMN]: rsvpShortUrl(token),
}))

function invitation(qr: Parameters<typeof qrCode>[0]) {
  return createDocument({
    id: 'einladung-qr',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          textLayer({ content: 'Liebe {{Name}}', x: 10, y: 10, width: 128, height: 12, fontSizePt: 16 }),
          qrCode(qr),
          textLayer({
            content: `{{${RSVP_LINK_COLUMN}}}`,
            x: 10,
            y: 88,
            width: 128,
            height: 8,
            fontSizePt: 8,
          }),
        ],
      }),
      page('back'),
    ],
  })
}

const personal = () =>
  invitation({
    source: 'guest-rsvp',
    data: RSVP_QR_DATA,
    x: 60,
    y: 28,
    width: 25,
    height: 25,
    quietZoneModules: 4,
  })

describe('the household QR code in the print file', () => {
  it("decodes on each guest's printed card to exactly that household's short link", async () => {
    const document = personal()
    const bytes = await renderPrintPdf({ document, rows })
    const pdf = await loadPdf(bytes)
    const perCard = printPages(document).length
    expect(pdf.getPageCount()).toBe(rows.length * perCard)
    for (const [card, row] of rows.entries()) {
      expect(await decodeQrOnPdfPage(bytes, card * perCard)).toBe(row[RSVP_LINK_COLUMN])
    }
    expect(rows[0]![RSVP_LINK_COLUMN]).toMatch(/^https?:\/\/[^/]+\/r\/b3JkZXItb25lLXRva2Vu$/)
  }, 60_000)

  it('leaves the code off a card beyond the guests (every guest field empty, ADR 0081)', async () => {
    const extra = { Name: '', [RSVP_LINK_COLUMN]: '' }
    const bytes = await renderPrintPdf({ document: personal(), rows: [rows[0]!, extra], missing: 'empty' })
    const perCard = printPages(personal()).length
    expect(await decodeQrOnPdfPage(bytes, 0)).toBe(rows[0]![RSVP_LINK_COLUMN])
    expect(await decodeQrOnPdfPage(bytes, perCard)).toBeNull()
  }, 60_000)

  it('is vector: filled rectangles on the page, no image XObject', async () => {
    const pdf = await loadPdf(await renderPrintPdf({ document: personal(), rows: rows.slice(0, 1) }))
    const front = pdf.getPage(0)
    expect(pageXObjectTypes(front)).not.toContain('/Image')
    // Dark runs merged per row: far fewer rectangles than modules, all filled at once.
    const rectangles = pageContent(front).match(/ re\n/g) ?? []
    expect(rectangles.length).toBeGreaterThan(100)
  })

  it('prints a fixed event-page address on a card without a guest list', async () => {
    const url = 'https://kartenstudio.example/de/event/anna-und-ben/'
    const document = invitation({ source: 'url', data: url, x: 60, y: 28, width: 20, height: 20 })
    const bytes = await renderPrintPdf({ document })
    expect(await decodeQrOnPdfPage(bytes, 0)).toBe(url)
    expect(pageXObjectTypes((await loadPdf(bytes)).getPage(0))).not.toContain('/Image')
  }, 60_000)
})
