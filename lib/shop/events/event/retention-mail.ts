import type { MailContent } from '@/lib/mail/layout'
import type { MailLanguage } from '@/lib/shop/customers/mail-copy'

/**
 * "Your event will be deleted" (issue 31 point 9), in the account mails' frame and languages. The
 * event's title is the customer's own text: it stays out of the subject (no header content from user
 * input) and the layout escapes it in the HTML body.
 */
interface NoticeArgs {
  brand: string
  name: string
  title: string
  /** The day of deletion, already written for the language ("12.06.2028"). */
  deletionDay: string
  link: string
}

export const RETENTION_MAIL_COPY: Record<
  MailLanguage,
  (a: NoticeArgs) => { subject: string; content: MailContent }
> = {
  de: ({ brand, name, title, deletionDay, link }) => ({
    subject: `Ihr Event bei ${brand} wird bald gelöscht`,
    content: {
      heading: `Hallo ${name},`,
      paragraphs: [
        `Ihr Event „${title}“ liegt bald ein Jahr zurück. Zum Schutz Ihrer Gäste löschen wir die Event-Seite mit der Gästeliste und allen Antworten am ${deletionDay}.`,
        'Möchten Sie alles behalten? Dann schalten Sie in Ihrem Kundenkonto „Event behalten“ ein.',
      ],
      action: { label: 'Event behalten', href: link },
      footnote: 'Sie brauchen das Event nicht mehr? Dann müssen Sie nichts tun.',
    },
  }),
  en: ({ brand, name, title, deletionDay, link }) => ({
    subject: `Your event at ${brand} will be deleted soon`,
    content: {
      heading: `Hello ${name},`,
      paragraphs: [
        `Your event “${title}” was almost a year ago. To protect your guests we delete the event page with the guest list and all answers on ${deletionDay}.`,
        'Would you like to keep everything? Then switch on “Keep event” in your customer account.',
      ],
      action: { label: 'Keep event', href: link },
      footnote: 'You no longer need the event? Then there is nothing to do.',
    },
  }),
}
