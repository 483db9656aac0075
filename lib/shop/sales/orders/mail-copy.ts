import type { LabelLanguage } from '@/lib/shop/sales/cart/product-labels'

/**
 * Copy of the order e-mails in German (formal, as the shop speaks) and English. The brand frame
 * (name, colours, postal address) comes from lib/mail renderMailLayout, so one copy serves both brands;
 * `{brand}` is filled in with the brand's display name.
 */
export const ORDER_MAIL_COPY = {
  de: {
    confirmationSubject: 'Ihre Bestellung {number} bei {brand}',
    confirmationHeading: 'Vielen Dank für Ihre Bestellung!',
    intro: 'Wir haben Ihre Bestellung {number} vom {date} erhalten und machen uns an die Arbeit.',
    linesTitle: 'Ihre Bestellung',
    subtotal: 'Zwischensumme',
    discount: 'Gutschein {code}',
    shipping: 'Versand ({method})',
    total: 'Gesamtsumme',
    vat: 'darin enthalten {rate} MwSt.: {amount}',
    salesTax: 'Sales Tax ({state}, {rate})',
    delivery: 'Voraussichtliche Zustellung: {window}',
    shipTo: 'Lieferadresse',
    invoice:
      'Sie zahlen per Rechnung. Die Rechnung finden Sie im Anhang dieser E-Mail; bitte zahlen Sie innerhalb von 14 Tagen.',
    prepayment:
      'Sie zahlen per Vorkasse. Bitte überweisen Sie {total} an:\nKontoinhaber: {holder}\nIBAN: {iban}\nBIC: {bic}\nVerwendungszweck: {number}\nWir beginnen mit der Produktion, sobald Ihre Zahlung eingegangen ist.',
    nothingToPay: 'Ihre kostenlosen Muster sind bestellt – Sie müssen nichts bezahlen.',
    legal:
      'Im Anhang finden Sie unsere AGB und die Widerrufsbelehrung. Personalisierte Artikel werden nach Ihren Vorgaben gefertigt und sind vom Widerrufsrecht ausgeschlossen.',
    action: 'Bestellung ansehen',
    footnote: 'Sie erhalten diese E-Mail, weil Sie bei {brand} bestellt haben.',
    shippedSubject: 'Ihre Bestellung {number} ist unterwegs',
    shippedHeading: 'Ihre Bestellung ist unterwegs',
    shippedIntro: 'Wir haben Ihre Bestellung {number} an {carrier} übergeben.',
    tracking: 'Sendungsnummer: {tracking}',
    methods: { standard: 'Standard', express: 'Express', saturday: 'Samstagsexpress' },
  },
  en: {
    confirmationSubject: 'Your order {number} at {brand}',
    confirmationHeading: 'Thank you for your order!',
    intro: 'We have received your order {number} of {date} and are getting to work.',
    linesTitle: 'Your order',
    subtotal: 'Subtotal',
    discount: 'Voucher {code}',
    shipping: 'Shipping ({method})',
    total: 'Total',
    vat: 'including {rate} VAT: {amount}',
    salesTax: 'Sales tax ({state}, {rate})',
    delivery: 'Expected delivery: {window}',
    shipTo: 'Delivery address',
    invoice: 'You pay by invoice. The invoice is attached to this e-mail; please pay within 14 days.',
    prepayment:
      'You pay in advance. Please transfer {total} to:\nAccount holder: {holder}\nIBAN: {iban}\nBIC: {bic}\nReference: {number}\nWe start production as soon as your payment arrives.',
    nothingToPay: 'Your free samples are ordered – there is nothing to pay.',
    legal:
      'Our terms and conditions and the withdrawal information are attached. Personalised items are made to your specification and are excluded from the right of withdrawal.',
    action: 'View order',
    footnote: 'You receive this e-mail because you ordered at {brand}.',
    shippedSubject: 'Your order {number} is on its way',
    shippedHeading: 'Your order is on its way',
    shippedIntro: 'We have handed your order {number} to {carrier}.',
    tracking: 'Tracking number: {tracking}',
    methods: { standard: 'standard', express: 'express', saturday: 'Saturday express' },
  },
} as const satisfies Record<LabelLanguage, Record<string, unknown>>

export type OrderMailCopy = (typeof ORDER_MAIL_COPY)[LabelLanguage]

/** Fills `{name}` placeholders; unknown names stay visible so a missing value is noticed. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
