import { brandDisplayName } from '@/lib/context/brand-name'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { renderMailLayout } from '@/lib/mail/layout'
import type { OutgoingMail } from '@/lib/mail/schema'
import { languageOf, type LabelLanguage } from '@/lib/shop/sales/cart/product-labels'
import { withInvoiceAttachment } from '@/lib/shop/sales/invoices/attachment'
import { creditNoteAttachment } from '@/lib/shop/sales/invoices/refund'
import { fill } from './mail-copy'
import { orderMail } from './mails'
import { bankDetails } from './payment'
import type { OrderView } from './read'

/**
 * The customer's e-mails about money (issue 34 point 4): the payment reminders for an overdue
 * invoice (a friendly first one, a firmer second one) and the credit note of a refund.
 */
const COPY = {
  de: {
    reminder1Subject: 'Zahlungserinnerung zu Ihrer Bestellung {number}',
    reminder1Heading: 'Haben Sie unsere Rechnung übersehen?',
    reminder1Intro:
      'zu Ihrer Bestellung {number} ist die Rechnung {invoice} seit dem {due} fällig; bei uns sind noch {open} offen. Vielleicht ist sie im Alltag untergegangen – bitte überweisen Sie den Betrag in den nächsten Tagen.',
    reminder2Subject: 'Zweite Zahlungserinnerung zu Ihrer Bestellung {number}',
    reminder2Heading: 'Zweite Zahlungserinnerung',
    reminder2Intro:
      'trotz unserer Erinnerung ist die Rechnung {invoice} zu Ihrer Bestellung {number} (fällig seit dem {due}) noch nicht bezahlt; offen sind {open}. Bitte überweisen Sie den Betrag innerhalb von 7 Tagen.',
    greeting: 'Guten Tag {name},',
    bank: 'Kontoinhaber: {holder}\nIBAN: {iban}\nBIC: {bic}\nVerwendungszweck: {number}',
    crossed: 'Haben Sie inzwischen bezahlt? Dann betrachten Sie diese E-Mail bitte als gegenstandslos.',
    attached: 'Die Rechnung finden Sie noch einmal im Anhang.',
    refundSubject: 'Erstattung zu Ihrer Bestellung {number}',
    refundHeading: 'Wir erstatten Ihnen {amount}',
    refundIntro:
      'zu Ihrer Bestellung {number} erstatten wir Ihnen {amount}. Grund: {reason}. Die Rechnungskorrektur {creditNote} finden Sie im Anhang.',
    refundHow:
      'Haben Sie die Rechnung schon bezahlt, überweisen wir den Betrag auf das Konto, von dem Ihre Zahlung kam; ist sie noch offen, zahlen Sie entsprechend weniger.',
    footnote: 'Sie erhalten diese E-Mail, weil Sie bei {brand} bestellt haben.',
  },
  en: {
    reminder1Subject: 'Payment reminder for your order {number}',
    reminder1Heading: 'Have you overlooked our invoice?',
    reminder1Intro:
      'invoice {invoice} for your order {number} has been due since {due}; {open} is still open. It may simply have slipped through – please transfer the amount in the next few days.',
    reminder2Subject: 'Second payment reminder for your order {number}',
    reminder2Heading: 'Second payment reminder',
    reminder2Intro:
      'despite our reminder, invoice {invoice} for your order {number} (due since {due}) is still unpaid; {open} is open. Please transfer the amount within 7 days.',
    greeting: 'Dear {name},',
    bank: 'Account holder: {holder}\nIBAN: {iban}\nBIC: {bic}\nReference: {number}',
    crossed: 'If you have paid in the meantime, please disregard this e-mail.',
    attached: 'The invoice is attached once more.',
    refundSubject: 'Refund for your order {number}',
    refundHeading: 'We refund {amount}',
    refundIntro:
      'for your order {number} we refund {amount}. Reason: {reason}. Credit note {creditNote} is attached.',
    refundHow:
      'If you have already paid the invoice, we transfer the amount to the account your payment came from; if it is still open, you pay that much less.',
    footnote: 'You receive this e-mail because you ordered at {brand}.',
  },
} as const satisfies Record<LabelLanguage, Record<string, string>>

/** The reminder of this level, with the open amount, the bank account and the invoice attached. */
export function reminderMail(
  order: OrderView,
  reminder: { level: 1 | 2; open: number; invoiceNumber: string | null; dueDate: string },
): OutgoingMail {
  const copy = COPY[languageOf(order.locale)]
  const values = {
    number: order.number,
    brand: brandDisplayName(order.brand),
    invoice: reminder.invoiceNumber ?? order.number,
    due: formatDate(new Date(`${reminder.dueDate}T12:00:00Z`), order.locale),
    open: formatMoney(reminder.open, order.locale, order.currency),
    name: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
  }
  const [subject, heading, intro] =
    reminder.level === 1
      ? [copy.reminder1Subject, copy.reminder1Heading, copy.reminder1Intro]
      : [copy.reminder2Subject, copy.reminder2Heading, copy.reminder2Intro]
  const body = renderMailLayout(
    order.brand,
    {
      heading,
      paragraphs: [
        `${fill(copy.greeting, values)}\n${fill(intro, values)}`,
        fill(copy.bank, { ...bankDetails(order.brand), number: order.number }),
        ...(reminder.invoiceNumber ? [copy.attached] : []),
        copy.crossed,
      ],
      footnote: fill(copy.footnote, values),
    },
    order.locale,
  )
  const message = orderMail(
    order,
    `payment-reminder-${reminder.level}:${order.number}`,
    fill(subject, values),
    body,
  )
  return reminder.invoiceNumber ? withInvoiceAttachment(message, { number: reminder.invoiceNumber }) : message
}

/** The refund's e-mail with its credit note attached (rendered by the mail worker). */
export function refundMail(
  order: OrderView,
  refund: { number: string; amount: number; reason: string },
): OutgoingMail {
  const copy = COPY[languageOf(order.locale)]
  const values = {
    number: order.number,
    brand: brandDisplayName(order.brand),
    amount: formatMoney(refund.amount, order.locale, order.currency),
    reason: refund.reason,
    creditNote: refund.number,
    name: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
  }
  const body = renderMailLayout(
    order.brand,
    {
      heading: fill(copy.refundHeading, values),
      paragraphs: [`${fill(copy.greeting, values)}\n${fill(copy.refundIntro, values)}`, copy.refundHow],
      footnote: fill(copy.footnote, values),
    },
    order.locale,
  )
  return {
    ...orderMail(
      order,
      `order-refund:${refund.number}:${order.number}`,
      fill(copy.refundSubject, values),
      body,
    ),
    attachments: [creditNoteAttachment(refund.number, order.locale)],
  }
}
