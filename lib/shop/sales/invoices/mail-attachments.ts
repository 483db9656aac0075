import type { Db } from '@/lib/db/types'
import type { AttachmentRenderer } from '@/lib/mail/worker'
import {
  CANCELLATION_REF_KIND,
  INVOICE_REF_KIND,
  renderCancellationByNumber,
  renderInvoiceByNumber,
} from './attachment'
import { CREDIT_NOTE_REF_KIND, renderRefundCreditNoteByNumber } from './refund'
import { LEGAL_DOCUMENT_REF_KIND, renderLegalDocument } from '@/lib/shop/sales/orders/legal-documents'
import { GIFT_VOUCHER_REF_KIND } from '@/lib/shop/sales/gift-vouchers/mail'
import { renderGiftVoucherByRef } from '@/lib/shop/sales/gift-vouchers/pdf'

/** Renderers of the attachments the shop queues by reference, by the part before the colon. */
const RENDERERS: Record<string, (db: Db, id: string) => Promise<Uint8Array>> = {
  [INVOICE_REF_KIND]: renderInvoiceByNumber,
  [CANCELLATION_REF_KIND]: renderCancellationByNumber,
  [CREDIT_NOTE_REF_KIND]: renderRefundCreditNoteByNumber,
  [LEGAL_DOCUMENT_REF_KIND]: (_db, id) => renderLegalDocument(id),
  [GIFT_VOUCHER_REF_KIND]: renderGiftVoucherByRef,
}

/** The mail worker's renderer (lib/mail/runner.ts): "invoice:RE-2026-000123" → the invoice PDF,
 * "cancellation-invoice:ST-2026-000001" → the cancellation invoice PDF, "credit-note:ST-2026-000002" → a
 * refund's credit note, "legal-document:card.de-DE.terms"
 * → the terms as the shop shows them (orders/legal-documents.ts), "gift-voucher:GS-….card.de-DE" → a
 * gift voucher (gift-vouchers/pdf.ts). */
export const renderShopAttachment: AttachmentRenderer = (db, ref) => {
  const at = ref.indexOf(':')
  const render = RENDERERS[ref.slice(0, at)]
  if (at < 0 || !render) return Promise.reject(new Error(`Unknown attachment reference ${ref}`))
  return render(db, ref.slice(at + 1))
}
