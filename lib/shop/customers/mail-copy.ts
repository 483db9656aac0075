import type { MailContent } from '@/lib/mail/layout'
import { languageOf } from '@/lib/config/locales'

/**
 * The account e-mails in German and English; the brand frame (colours, name, address) comes from
 * lib/mail/layout.ts. Names are never put into subjects (no header content from user input) and the
 * layout escapes them in HTML.
 */
export type MailLanguage = 'de' | 'en'

interface Copy {
  verify: (a: { brand: string; name: string; link: string }) => { subject: string; content: MailContent }
  reset: (a: { brand: string; name: string; link: string }) => { subject: string; content: MailContent }
  existing: (a: { brand: string; name: string; login: string; reset: string }) => {
    subject: string
    content: MailContent
  }
}

export const ACCOUNT_MAIL_COPY: Record<MailLanguage, Copy> = {
  de: {
    verify: ({ brand, name, link }) => ({
      subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse bei ${brand}`,
      content: {
        heading: `Hallo ${name},`,
        paragraphs: [
          `bitte bestätigen Sie Ihre E-Mail-Adresse für Ihr Kundenkonto bei ${brand}.`,
          'Der Link gilt 24 Stunden.',
        ],
        action: { label: 'E-Mail-Adresse bestätigen', href: link },
        footnote: 'Sie haben sich nicht registriert? Dann ignorieren Sie diese E-Mail einfach.',
      },
    }),
    reset: ({ brand, name, link }) => ({
      subject: `Ihr neues Passwort bei ${brand}`,
      content: {
        heading: `Hallo ${name},`,
        paragraphs: ['Sie haben ein neues Passwort angefordert. Der Link gilt eine Stunde und nur einmal.'],
        action: { label: 'Neues Passwort festlegen', href: link },
        footnote: 'Sie haben nichts angefordert? Dann bleibt Ihr Passwort, wie es ist.',
      },
    }),
    existing: ({ brand, name, login, reset }) => ({
      subject: `Ihr Kundenkonto bei ${brand}`,
      content: {
        heading: `Hallo ${name},`,
        paragraphs: [
          'jemand wollte sich gerade mit Ihrer E-Mail-Adresse registrieren. Sie haben bereits ein Kundenkonto.',
          `Passwort vergessen? Hier setzen Sie es zurück: ${reset}`,
        ],
        action: { label: 'Zur Anmeldung', href: login },
        footnote: 'Das waren nicht Sie? Dann ist nichts passiert, Ihr Konto bleibt unverändert.',
      },
    }),
  },
  en: {
    verify: ({ brand, name, link }) => ({
      subject: `Please confirm your e-mail address at ${brand}`,
      content: {
        heading: `Hello ${name},`,
        paragraphs: [
          `please confirm your e-mail address for your customer account at ${brand}.`,
          'The link is valid for 24 hours.',
        ],
        action: { label: 'Confirm e-mail address', href: link },
        footnote: 'Did not sign up? Then simply ignore this e-mail.',
      },
    }),
    reset: ({ brand, name, link }) => ({
      subject: `Your new password at ${brand}`,
      content: {
        heading: `Hello ${name},`,
        paragraphs: ['You asked for a new password. The link is valid for one hour and can be used once.'],
        action: { label: 'Set a new password', href: link },
        footnote: 'Did not ask for this? Then your password stays as it is.',
      },
    }),
    existing: ({ brand, name, login, reset }) => ({
      subject: `Your customer account at ${brand}`,
      content: {
        heading: `Hello ${name},`,
        paragraphs: [
          'Someone just tried to sign up with your e-mail address. You already have a customer account.',
          `Forgotten your password? Reset it here: ${reset}`,
        ],
        action: { label: 'Log in', href: login },
        footnote: 'That was not you? Then nothing has happened; your account is unchanged.',
      },
    }),
  },
}

export const mailLanguage: (locale: string) => MailLanguage = languageOf
