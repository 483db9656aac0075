import { describe, expect, it } from 'vitest'
import { loadPdf, pageFonts, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import type { Db } from '@/lib/db/types'
import { legalAttachments } from './legal-documents'

/** The terms and the withdrawal information go with every order confirmation (issue 30 point 10). */
describe('legal documents attached to the order confirmation', () => {
  it('names the files in the mail language and references both pages', () => {
    expect(legalAttachments('card', 'de-DE')).toEqual([
      {
        filename: 'AGB-Kartenstudio.pdf',
        contentType: 'application/pdf',
        ref: 'legal-document:card.de-DE.terms',
      },
      {
        filename: 'Widerrufsbelehrung-Kartenstudio.pdf',
        contentType: 'application/pdf',
        ref: 'legal-document:card.de-DE.withdrawal',
      },
    ])
    expect(legalAttachments('poster', 'en-US').map((a) => a.filename)).toEqual([
      'Terms-and-conditions-MYPOSTER.pdf',
      'Withdrawal-information-MYPOSTER.pdf',
    ])
  })

  it('draws the shop’s withdrawal page, exclusion for personalised goods included, with embedded fonts', async () => {
    const bytes = await renderShopAttachment({} as Db, 'legal-document:card.de-DE.withdrawal')
    const pdf = await loadPdf(bytes)
    expect(pdf.getTitle()).toBe('Widerrufsbelehrung')
    const text = pdf.getPages().flatMap(pageTexts).join(' ')
    expect(text).toContain('Ausschluss des Widerrufsrechts')
    expect(text).toContain('Muster-Widerrufsformular')
    expect(pageFonts(pdf.getPage(0)).every((f) => f.embedded)).toBe(true)
  })

  it('draws the terms in Swiss spelling for the Swiss shop and refuses unknown references', async () => {
    const bytes = await renderShopAttachment({} as Db, 'legal-document:poster.de-CH.terms')
    const pdf = await loadPdf(bytes)
    expect(pdf.getPageCount()).toBeGreaterThan(1)
    const text = pdf.getPages().flatMap(pageTexts).join(' ')
    expect(text).not.toContain('ß')
    await expect(renderShopAttachment({} as Db, 'legal-document:card.xx-XX.terms')).rejects.toThrow(/Unknown/)
  })
})
