import type { MailContent } from '@/lib/mail/layout'
import type { MailLanguage } from './mail-copy'

/**
 * Security notices (issue 24 point 8): after a password change and, to the old address, after an
 * e-mail change. Each says what changed and what to do if it was not the customer ("this wasn't me"):
 * for the password, reset it (which ends every session) or call support; for the address, undo the
 * change with the link (the account gets the old address back and is locked until a new password is
 * set) or call support. ADR 0049.
 */
interface Support {
  email: string
  phone: string
}
type Mail = { subject: string; content: MailContent }

interface NoticeCopy {
  passwordChanged: (a: { brand: string; name: string; reset: string; support: Support }) => Mail
  emailChanged: (a: { brand: string; name: string; newEmail: string; undo: string; support: Support }) => Mail
}

export const NOTICE_COPY: Record<MailLanguage, NoticeCopy> = {
  de: {
    passwordChanged: ({ brand, name, reset, support }) => ({
      subject: `Ihr Passwort bei ${brand} wurde geändert`,
      content: {
        heading: `Hallo ${name},`,
        paragraphs: [
          `das Passwort Ihres Kundenkontos bei ${brand} wurde gerade geändert.`,
          'Das waren nicht Sie? Dann setzen Sie Ihr Passwort jetzt zurück: Dabei werden alle Anmeldungen beendet. ' +
            `Oder rufen Sie uns an: ${support.phone} (${support.email}).`,
        ],
        action: { label: 'Das war ich nicht: Passwort zurücksetzen', href: reset },
        footnote: 'Sie haben Ihr Passwort selbst geändert? Dann ist alles in Ordnung.',
      },
    }),
    emailChanged: ({ brand, name, newEmail, undo, support }) => ({
      subject: `Die E-Mail-Adresse Ihres Kundenkontos bei ${brand} wurde geändert`,
      content: {
        heading: `Hallo ${name},`,
        paragraphs: [
          `Ihr Kundenkonto bei ${brand} verwendet ab sofort die E-Mail-Adresse ${newEmail} statt dieser.`,
          'Das waren nicht Sie? Dann machen Sie die Änderung rückgängig: Ihr Konto bekommt diese Adresse ' +
            'zurück, alle Anmeldungen enden, und Sie legen ein neues Passwort fest. Der Link gilt 7 Tage. ' +
            `Oder rufen Sie uns an: ${support.phone} (${support.email}).`,
        ],
        action: { label: 'Das war ich nicht: Änderung rückgängig machen', href: undo },
        footnote: 'Sie haben die Adresse selbst geändert? Dann ist alles in Ordnung.',
      },
    }),
  },
  en: {
    passwordChanged: ({ brand, name, reset, support }) => ({
      subject: `Your password at ${brand} has been changed`,
      content: {
        heading: `Hello ${name},`,
        paragraphs: [
          `The password of your customer account at ${brand} has just been changed.`,
          'That was not you? Then reset your password now: this ends every session. ' +
            `Or call us: ${support.phone} (${support.email}).`,
        ],
        action: { label: 'That was not me: reset my password', href: reset },
        footnote: 'You changed your password yourself? Then all is well.',
      },
    }),
    emailChanged: ({ brand, name, newEmail, undo, support }) => ({
      subject: `The e-mail address of your customer account at ${brand} has been changed`,
      content: {
        heading: `Hello ${name},`,
        paragraphs: [
          `Your customer account at ${brand} now uses the e-mail address ${newEmail} instead of this one.`,
          'That was not you? Then undo the change: your account gets this address back, every session ' +
            'ends, and you set a new password. The link is valid for 7 days. ' +
            `Or call us: ${support.phone} (${support.email}).`,
        ],
        action: { label: 'That was not me: undo the change', href: undo },
        footnote: 'You changed the address yourself? Then all is well.',
      },
    }),
  },
}
