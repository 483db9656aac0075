import type { MailContent } from '@/lib/mail/layout'
import type { MailLanguage } from '@/lib/shop/customers/mail-copy'

interface Copy {
  confirm: (a: { brand: string; link: string; amount: string }) => { subject: string; content: MailContent }
  voucher: (a: { brand: string; code: string; amount: string; shop: string; unsubscribe: string }) => {
    subject: string
    content: MailContent
  }
}

/** Newsletter e-mails in German and English; every mail after confirmation carries the unsubscribe link. */
export const NEWSLETTER_MAIL_COPY: Record<MailLanguage, Copy> = {
  de: {
    confirm: ({ brand, link, amount }) => ({
      subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${brand}`,
      content: {
        heading: 'Fast geschafft!',
        paragraphs: [
          `Bitte bestätigen Sie, dass Sie den Newsletter von ${brand} erhalten möchten.`,
          `Nach der Bestätigung schicken wir Ihnen Ihren Gutschein über ${amount} für die erste Bestellung.`,
        ],
        action: { label: 'Anmeldung bestätigen', href: link },
        footnote:
          'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail; Sie erhalten nichts weiter.',
      },
    }),
    voucher: ({ brand, code, amount, shop, unsubscribe }) => ({
      subject: `Ihr ${amount}-Gutschein von ${brand}`,
      content: {
        heading: 'Willkommen im Newsletter!',
        paragraphs: [
          `Danke für Ihre Bestätigung. Hier ist Ihr Gutschein über ${amount} für Ihre erste Bestellung:`,
          code,
          'Geben Sie den Code an der Kasse in das Feld „Gutscheincode“ ein. Er gilt einmal.',
        ],
        action: { label: 'Jetzt entdecken', href: shop },
        footnote: `Sie möchten den Newsletter nicht mehr erhalten? Hier abbestellen: ${unsubscribe}`,
      },
    }),
  },
  en: {
    confirm: ({ brand, link, amount }) => ({
      subject: `Please confirm your newsletter subscription at ${brand}`,
      content: {
        heading: 'Almost done!',
        paragraphs: [
          `Please confirm that you would like to receive the ${brand} newsletter.`,
          `Once you confirm, we will send you your ${amount} voucher for your first order.`,
        ],
        action: { label: 'Confirm subscription', href: link },
        footnote: 'Did not subscribe? Then ignore this e-mail; you will not hear from us again.',
      },
    }),
    voucher: ({ brand, code, amount, shop, unsubscribe }) => ({
      subject: `Your ${amount} voucher from ${brand}`,
      content: {
        heading: 'Welcome to our newsletter!',
        paragraphs: [
          `Thank you for confirming. Here is your ${amount} voucher for your first order:`,
          code,
          'Enter the code in the “Voucher code” field at checkout. It can be used once.',
        ],
        action: { label: 'Start browsing', href: shop },
        footnote: `No longer want the newsletter? Unsubscribe here: ${unsubscribe}`,
      },
    }),
  },
}
