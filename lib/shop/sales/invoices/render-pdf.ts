import { PDFDocument } from 'pdf-lib'
import { BRANDS } from '@/lib/config/brands'
import { brandDisplayName } from '@/lib/context/brand-name'
import type { MessageLocale, ShopLocaleCode } from '@/lib/config/locales'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { formatMoney } from '@/lib/i18n/format'
import { messagesFor } from '@/lib/i18n/messages'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import { fill } from '@/lib/shop/sales/orders/mail-copy'
import { PAYMENT_TERM_DAYS } from '@/lib/config/shipping'
import type { InvoiceDocument } from './document'
import { isSalesTaxInvoice, SALES_TAX_INVOICE_COPY, salesTaxLabel } from './sales-tax-copy'
import { embedInter } from './pdf-fonts'
import { A4, hexColor, MARGIN, MUTED, PageWriter } from './pdf-page'

export const shopLocaleOf = (locale: MessageLocale): ShopLocaleCode =>
  isShopLocaleCode(locale) ? locale : 'de-DE'

const RIGHT = A4.width - MARGIN.right
/** Column right edges (numbers are right-aligned) and the description's left edge. */
const COL = { pos: MARGIN.left, name: MARGIN.left + 28, qty: 360, unit: 430, vat: 470, total: RIGHT }

/**
 * The invoice as an A4 PDF: drawn only from the frozen document, so it is the same every time. A
 * document with `cancels` is a cancellation invoice: its own title, the reversed invoice's number and
 * date, negative amounts, and no payment request.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const locale = shopLocaleOf(invoice.locale)
  const t = messagesFor(locale).InvoicePdf
  const money = (minor: number) => formatMoney(minor, locale, invoice.currency)
  const rate = (bp: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(bp / 10_000)
  // US invoices: net amounts, no VAT column or VAT text, the sales tax as its own total row (ADR 0063).
  const salesTaxInvoice = isSalesTaxInvoice(invoice)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
      new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso),
    )

  const cancels = invoice.cancels
  // A refund's credit note reduces the invoice by part (ADR 0089); a cancellation reverses all of it.
  const refund = invoice.refund
  const title = refund ? t.refundTitle : cancels ? t.cancellationTitle : t.title
  const doc = await PDFDocument.create()
  doc.setTitle(`${title} ${invoice.number}`)
  doc.setAuthor(invoice.seller.legalName)
  doc.setCreationDate(new Date(invoice.issuedAt))
  doc.setModificationDate(new Date(invoice.issuedAt))
  const fonts = await embedInter(doc)
  const tableHeader = (w: PageWriter) => {
    const style = { weight: 'bold' as const, size: 8.5 }
    w.text(t.position, COL.pos, style)
    w.text(t.description, COL.name, style)
    w.text(t.quantity, COL.qty, { ...style, align: 'right' })
    w.text(t.unitPrice, COL.unit, { ...style, align: 'right' })
    if (!salesTaxInvoice) w.text(t.vatRate, COL.vat, { ...style, align: 'right' })
    w.text(t.lineTotal, COL.total, { ...style, align: 'right' })
    w.rule(w.y - 5)
    w.y -= 18
  }
  const w = new PageWriter(doc, fonts, (writer) => tableHeader(writer))

  // Letterhead: brand, sender line above the window, buyer address, and the facts on the right.
  w.text(brandDisplayName(invoice.brand), MARGIN.left, {
    size: 20,
    weight: 'bold',
    color: hexColor(BRANDS[invoice.brand].theme.primary),
  })
  w.y -= 42
  const sender = [invoice.seller.legalName, ...invoice.seller.addressLines].join(' · ')
  w.text(sender, MARGIN.left, { size: 7, color: MUTED })
  const top = w.y
  w.y -= 16
  for (const line of formatAddressLines(invoice.buyer.address, locale)) {
    w.text(line, MARGIN.left, { size: 10 })
    w.y -= 14
  }
  const addressBottom = w.y
  w.y = top
  const facts: [string, string][] = [
    [t.number, invoice.number],
    [t.date, date(invoice.issuedAt)],
    ...(cancels
      ? [
          [refund ? t.corrects : t.cancels, `${cancels.number} (${date(cancels.issuedAt)})`] as [
            string,
            string,
          ],
        ]
      : []),
    [t.orderNumber, invoice.orderNumber],
    [t.orderDate, date(invoice.orderDate)],
    [t.email, invoice.buyer.email],
    // A credit note reverses amounts; it promises no delivery.
    ...(cancels ? [] : [[t.delivery, window(invoice.delivery, date)] as [string, string]]),
  ]
  for (const [label, value] of facts) {
    w.text(label, 310, { size: 8.5, color: MUTED })
    w.text(value, RIGHT, { size: 8.5, align: 'right' })
    w.y -= 13
  }
  w.y = Math.min(w.y, addressBottom) - 30

  w.text(`${title} ${invoice.number}`, MARGIN.left, { size: 16, weight: 'bold' })
  w.y -= 22
  if (cancels) {
    const values = { invoice: cancels.number, date: date(cancels.issuedAt), amount: money(-invoice.total) }
    const intro = refund
      ? fill(t.refundIntro, { ...values, reason: refund.reason })
      : fill(t.cancellationIntro, values)
    w.paragraph(intro, MARGIN.left, RIGHT - MARGIN.left, { size: 9.5 })
    w.y -= 6
  }
  if (invoice.shippingAddress) {
    const ship = [t.shipTo, formatAddressLines(invoice.shippingAddress, locale).join(', ')].join(': ')
    w.paragraph(ship, MARGIN.left, RIGHT - MARGIN.left, { size: 8.5 })
    w.y -= 6
  }

  tableHeader(w)
  invoice.lines.forEach((line, index) => {
    const nameLines = w.wrap(line.name, COL.qty - 40 - COL.name)
    w.ensure(nameLines.length * 12 + 4)
    w.text(String(index + 1), COL.pos)
    w.text(String(line.quantity), COL.qty, { align: 'right' })
    w.text(money(line.unitPrice), COL.unit, { align: 'right' })
    if (!salesTaxInvoice) w.text(rate(line.vatBasisPoints), COL.vat, { align: 'right' })
    w.text(money(line.total), COL.total, { align: 'right' })
    for (const nameLine of nameLines) {
      w.text(nameLine, COL.name)
      w.y -= 12
    }
    w.y -= 4
  })
  w.rule(w.y + 8)

  const totals: [string, string, boolean][] = [
    [t.subtotal, money(invoice.subtotal), false],
    ...(invoice.discount
      ? [
          [
            fill(t.discount, { code: invoice.discount.code }),
            // A discount lowers an invoice and raises its reversal: printed with the opposite sign.
            money(-invoice.discount.amount),
            false,
          ] as [string, string, boolean],
        ]
      : []),
    [fill(t.shipping, { method: t.methods[invoice.shipping.method] }), money(invoice.shipping.amount), false],
    ...(invoice.salesTax
      ? [
          [salesTaxLabel(invoice.salesTax, rate), money(invoice.salesTax.amount), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    [t.total, money(invoice.total), true],
  ]
  w.ensure(totals.length * 14 + invoice.vat.length * 12 + 20)
  w.y -= 6
  for (const [label, value, bold] of totals) {
    const style = { weight: bold ? ('bold' as const) : ('regular' as const), size: bold ? 10.5 : 9 }
    w.text(label, COL.unit - 80, style)
    w.text(value, COL.total, { ...style, align: 'right' })
    w.y -= 14
  }
  for (const vat of invoice.vat) {
    const line = fill(t.vatLine, { rate: rate(vat.vatBasisPoints), net: money(vat.net) })
    w.text(line, COL.total - 70, { size: 8.5, color: MUTED, align: 'right' })
    w.text(money(vat.vat), COL.total, { size: 8.5, color: MUTED, align: 'right' })
    w.y -= 12
  }
  w.y -= 14
  const note = salesTaxInvoice ? SALES_TAX_INVOICE_COPY.netNote : t.grossNote
  w.paragraph(fill(note, { currency: invoice.currency }), MARGIN.left, RIGHT - MARGIN.left, {
    size: 8.5,
    color: MUTED,
  })
  w.y -= 6
  if (cancels) {
    const closing = refund
      ? t.refundClosing
      : invoice.payment.method === 'invoice'
        ? t.cancellationNothingDue
        : t.cancellationRefund
    w.paragraph(fill(closing, { reference: invoice.payment.reference }), MARGIN.left, RIGHT - MARGIN.left, {
      size: 9.5,
    })
  } else {
    paymentTerms(w, invoice, { t, money, date })
  }

  w.pages.forEach((page, index) => {
    w.page = page
    const footer = [
      `${invoice.seller.legalName} · ${invoice.seller.addressLines.join(' · ')} · ${t.sellerCountry}`,
      // A US buyer has no use for the seller's EU VAT number; the register identifies the seller.
      [
        ...(salesTaxInvoice ? [] : [`${t.vatId} ${invoice.seller.vatId}`]),
        `${t.register}: ${invoice.seller.register}`,
        // § 35a GmbHG: a GmbH's business letters name its managing directors.
        ...(invoice.seller.managingDirectors.length
          ? [`${t.managingDirectors}: ${invoice.seller.managingDirectors.join(', ')}`]
          : []),
      ].join(' · '),
    ]
    w.rule(MARGIN.bottom - 22)
    footer.forEach((line, i) => {
      w.y = MARGIN.bottom - 36 - i * 11
      w.text(line, MARGIN.left, { size: 7, color: MUTED })
    })
    w.y = MARGIN.bottom - 36
    w.text(fill(t.page, { page: String(index + 1), pages: String(w.pages.length) }), RIGHT, {
      size: 7,
      color: MUTED,
      align: 'right',
    })
  })
  return doc.save()
}

function window(delivery: { from: string; to: string }, date: (iso: string) => string): string {
  return delivery.from === delivery.to ? date(delivery.from) : `${date(delivery.from)} – ${date(delivery.to)}`
}

type Texts = ReturnType<typeof messagesFor>['InvoicePdf']

/** Payment terms, bank account and thanks: what only an invoice (not its reversal) asks for. */
function paymentTerms(
  w: PageWriter,
  invoice: InvoiceDocument,
  { t, money, date }: { t: Texts; money: (minor: number) => string; date: (iso: string) => string },
) {
  const terms =
    invoice.total === 0
      ? t.nothingDue
      : invoice.payment.method === 'invoice'
        ? fill(t.invoiceTerms, {
            days: String(PAYMENT_TERM_DAYS),
            date: date(invoice.payment.dueDate ?? invoice.issuedAt),
            reference: invoice.payment.reference,
          })
        : fill(t.prepaymentTerms, { total: money(invoice.total), reference: invoice.payment.reference })
  w.paragraph(terms, MARGIN.left, RIGHT - MARGIN.left, { size: 9.5 })
  w.y -= 8
  // Free samples: no account to pay into.
  if (invoice.total !== 0) bankDetails(w, invoice, t)
  w.y -= 10
  w.paragraph(t.thanks, MARGIN.left, RIGHT - MARGIN.left, { size: 10, weight: 'bold' })
}

function bankDetails(w: PageWriter, invoice: InvoiceDocument, t: Texts) {
  const bank = invoice.seller.bank
  w.ensure(5 * 13)
  w.text(t.bank, MARGIN.left, { weight: 'bold' })
  w.y -= 13
  for (const [label, value] of [
    [t.holder, bank.holder],
    ['IBAN', bank.iban],
    ['BIC', bank.bic],
    [t.bankName, bank.bankName],
  ] as const) {
    w.text(label, MARGIN.left, { color: MUTED })
    w.text(value, MARGIN.left + 90)
    w.y -= 13
  }
}
