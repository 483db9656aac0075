import { carrierName, trackingUrl } from '@/lib/config/carriers'
import { brandDisplayName } from '@/lib/context/brand-name'
import { renderMailLayout } from '@/lib/mail/layout'
import type { OutgoingMail } from '@/lib/mail/schema'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import { languageOf, type LabelLanguage } from '@/lib/shop/sales/cart/product-labels'
import { fill, ORDER_MAIL_COPY } from './mail-copy'
import type { OrderView } from './read'

/**
 * The shipping e-mails' own words (issue 34 point 3): a parcel with part of the order, and a
 * corrected tracking number. The rest (heading, tracking line, address) is the order mails' copy.
 */
const SHIPMENT_COPY = {
  de: {
    partialSubject: 'Ein Teil Ihrer Bestellung {number} ist unterwegs',
    partialHeading: 'Ein Teil Ihrer Bestellung ist unterwegs',
    partialIntro:
      'Wir haben einen Teil Ihrer Bestellung {number} an {carrier} übergeben. Den Rest schicken wir Ihnen, sobald er fertig ist; dazu erhalten Sie eine eigene E-Mail.',
    inParcel: 'In diesem Paket',
    correctionSubject: 'Korrigierte Sendungsnummer für Ihre Bestellung {number}',
    correctionHeading: 'Korrigierte Sendungsnummer',
    correctionIntro:
      'Die Sendungsnummer, die wir Ihnen zu Ihrer Bestellung {number} geschickt haben, war leider falsch. Richtig ist diese Sendung bei {carrier}:',
    track: 'Sendung verfolgen',
    order: 'Ihre Bestellung: {url}',
  },
  en: {
    partialSubject: 'Part of your order {number} is on its way',
    partialHeading: 'Part of your order is on its way',
    partialIntro:
      'We have handed part of your order {number} to {carrier}. We will send the rest as soon as it is ready, with an e-mail of its own.',
    inParcel: 'In this parcel',
    correctionSubject: 'Corrected tracking number for your order {number}',
    correctionHeading: 'Corrected tracking number',
    correctionIntro:
      'The tracking number we sent you for your order {number} was unfortunately wrong. This is the right parcel at {carrier}:',
    track: 'Track your parcel',
    order: 'Your order: {url}',
  },
} as const satisfies Record<LabelLanguage, Record<string, string>>

export interface ShipmentMailInput {
  /** Outbox key; ends with `:<order number>` so the back office lists it with the order's mails. */
  messageKey: string
  kind: 'complete' | 'partial' | 'correction'
  carrier: string
  trackingNumber: string
  /** The lines in this parcel (partial shipments); null names none. */
  lines: readonly { name: string; quantity: number }[] | null
}

/**
 * "Your order is on its way" for a parcel: the carrier's name, the tracking number and a button to the
 * carrier's tracking page (lib/config/carriers.ts) — or, for a carrier the shop does not know, the
 * button to the order. Used for the whole order, a part of it, and a corrected tracking number.
 */
export function shipmentMail(order: OrderView, shipment: ShipmentMailInput, orderUrl: string): OutgoingMail {
  const language = languageOf(order.locale)
  const copy = ORDER_MAIL_COPY[language]
  const own = SHIPMENT_COPY[language]
  const carrier = carrierName(shipment.carrier)
  const values = { number: order.number, brand: brandDisplayName(order.brand), carrier }
  // Mails in a language without a shop of its own print addresses the German way (as mails.ts does).
  const shopLocale = isShopLocaleCode(order.locale) ? order.locale : 'de-DE'
  const link = trackingUrl(shipment.carrier, shipment.trackingNumber)
  const texts = {
    complete: [copy.shippedSubject, copy.shippedHeading, copy.shippedIntro],
    partial: [own.partialSubject, own.partialHeading, own.partialIntro],
    correction: [own.correctionSubject, own.correctionHeading, own.correctionIntro],
  }[shipment.kind]
  const [subject, heading, intro] = texts as [string, string, string]
  const parcel = shipment.lines?.length
    ? [[own.inParcel, ...shipment.lines.map((l) => `${l.quantity} × ${l.name}`)].join('\n')]
    : []
  const body = renderMailLayout(
    order.brand,
    {
      heading,
      paragraphs: [
        fill(intro, values),
        fill(copy.tracking, { tracking: shipment.trackingNumber }),
        ...(link ? [`${own.track}: ${link}`] : []),
        ...parcel,
        [copy.shipTo, ...formatAddressLines(order.shippingAddress, shopLocale)].join('\n'),
        ...(link ? [fill(own.order, { url: orderUrl })] : []),
      ],
      action: link ? { label: own.track, href: link } : { label: copy.action, href: orderUrl },
      footnote: fill(copy.footnote, values),
    },
    order.locale,
  )
  return {
    messageKey: shipment.messageKey,
    to: order.email,
    subject: fill(subject, values),
    text: body.text,
    html: body.html,
    brand: order.brand,
    locale: order.locale,
  }
}
