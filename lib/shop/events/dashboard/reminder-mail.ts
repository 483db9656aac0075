import type { ShopLocaleCode } from '@/lib/config/locales'
import type { MailContent } from '@/lib/mail/layout'
import type { SalutationStyle } from '@/lib/db/schema/events'

/**
 * The reminder to a household that has not answered (issue 31 point 6), in German with the
 * household's own letter salutation (E2's rules) and its personal link. The event's title is the
 * couple's text: it stays out of the subject (no header content from user input); the layout escapes
 * it in the HTML body.
 */
export interface ReminderArgs {
  brand: string
  /** "Sehr geehrte Frau Berg, sehr geehrter Herr Berg" or "Liebe Anna, lieber Ben". */
  salutation: string
  style: SalutationStyle
  /** More than one person in the household: "ihr/euch" rather than "du/dir". */
  several: boolean
  title: string
  /** "Samstag, 15. Mai 2027" */
  deadline: string
  link: string
}

export function reminderMail(a: ReminderArgs): { subject: string; content: MailContent } {
  const you =
    a.style === 'sie'
      ? { dative: 'Ihnen', ask: 'Bitte sagen Sie', your: 'Ihrem' }
      : a.several
        ? { dative: 'euch', ask: 'Bitte sagt', your: 'eurem' }
        : { dative: 'dir', ask: 'Bitte sag', your: 'deinem' }
  return {
    subject: `Erinnerung: Bitte antworten bis ${a.deadline}`,
    content: {
      heading: `${a.salutation},`,
      paragraphs: [
        `wir freuen uns auf „${a.title}“ und haben von ${you.dative} noch keine Antwort.`,
        `${you.ask} uns bis ${a.deadline} zu oder ab – mit ${you.your} persönlichen Link geht das in einer Minute.`,
      ],
      action: { label: 'Jetzt antworten', href: a.link },
      footnote: `Diese Erinnerung kommt im Auftrag der Gastgeber über ${a.brand}.`,
    },
  }
}

/**
 * "Samstag, 15. Mai 2027" from "2027-05-15" (a calendar day, so no zone shifts it), in the event's
 * language as its page writes dates: an Austrian wedding's guests read "Jänner", not "Januar".
 */
export function deadlineInWords(day: string, locale: ShopLocaleCode): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
