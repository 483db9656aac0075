import { describe, expect, it } from 'vitest'
import { SHOP_LOCALES } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'

/**
 * The checkout once promised "14 days after receiving the goods" while the invoice printed a due date
 * 14 days after its own date: every text about the term now takes the same number and the same start.
 */
describe('payment terms', () => {
  it.each(Object.values(SHOP_LOCALES).map((l) => l.code))(
    '%s: checkout, confirmation and invoice count from the invoice date',
    (locale) => {
      const m = messagesFor(locale)
      for (const text of [
        m.Checkout.paymentHint.invoice,
        m.Confirmation.invoiceNote,
        m.InvoicePdf.invoiceTerms,
      ]) {
        expect(text).toContain('{days}')
        expect(text).not.toMatch(/Erhalt|receiv/i)
      }
    },
  )
})
