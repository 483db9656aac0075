import { createHash } from 'node:crypto'
import type { AuthMailer, AuthUser } from '@/lib/auth/auth'
import { brandDisplayName } from '@/lib/context/brand-name'
import type { Db } from '@/lib/db/types'
import { renderMailLayout } from '@/lib/mail/layout'
import { enqueueMail } from '@/lib/mail/outbox'
import { mailRequestLimits, type MailRequestLimits } from '@/lib/mail/request-limits'
import { ACCOUNT_MAIL_COPY, mailLanguage } from './mail-copy'
import { dropResetLink, dropResetLinks } from './reset-links'
import { mailLink, servedBrand, servedLocale } from './account-urls'

/** A short stable digest for message keys, so a token never appears in the outbox's key column. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 24)
}

/**
 * better-auth's mail callbacks, written to the outbox in the customer's brand and language. better-auth
 * calls them after its own writes, so they cannot share that transaction; the outbox key keeps a
 * retried call from queueing the same message twice. `kick` wakes the mail worker afterwards.
 */
export function createAccountMailer(
  db: Db,
  kick: () => void,
  limits: MailRequestLimits = mailRequestLimits(),
): AuthMailer {
  async function send(
    user: AuthUser,
    key: string,
    build: (brand: string, name: string) => ReturnType<typeof ACCOUNT_MAIL_COPY.de.verify>,
  ) {
    const brand = servedBrand(user.brand)
    const locale = servedLocale(brand, user.locale)
    const { subject, content } = build(brandDisplayName(brand), user.name)
    await enqueueMail(db, {
      messageKey: key,
      to: user.email,
      subject,
      ...renderMailLayout(brand, content, locale),
      brand,
      locale,
    })
    kick()
  }
  const copyOf = (user: AuthUser) =>
    ACCOUNT_MAIL_COPY[mailLanguage(servedLocale(servedBrand(user.brand), user.locale))]
  const linkOf = (user: AuthUser) => {
    const brand = servedBrand(user.brand)
    return { brand, locale: servedLocale(brand, user.locale) }
  }

  return {
    verifyEmail: async (user, token) => {
      // Past the mailbox's share the link is simply not mailed; the form answers as always.
      if (!(await limits.mayMail(user.email, Date.now()))) return
      const { brand, locale } = linkOf(user)
      const link = mailLink(brand, locale, 'verify', { token })
      return send(user, `customer-verify:${digest(token)}`, (b, name) =>
        copyOf(user).verify({ brand: b, name, link }),
      )
    },
    resetPassword: async (user, token) => {
      const { brand, locale } = linkOf(user)
      const link = mailLink(brand, locale, 'resetNew', { token })
      // A link that is not mailed must not live either; the earlier ones stay as they were.
      if (!(await limits.mayMail(user.email, Date.now()))) return dropResetLink(db, token)
      // Only the newest link works: one that leaked from an older mail is dead once a new one is sent.
      await dropResetLinks(db, user.id, token)
      return send(user, `customer-reset:${digest(token)}`, (b, name) =>
        copyOf(user).reset({ brand: b, name, link }),
      )
    },
    existingSignUp: async (user) => {
      if (!(await limits.mayMail(user.email, Date.now()))) return
      const { brand, locale } = linkOf(user)
      const login = mailLink(brand, locale, 'login')
      const reset = mailLink(brand, locale, 'resetRequest')
      // One notice per account and hour is plenty; repeated attempts reuse the key.
      const hour = Math.floor(Date.now() / 3_600_000)
      return send(user, `customer-existing-signup:${user.id}:${hour}`, (b, name) =>
        copyOf(user).existing({ brand: b, name, login, reset }),
      )
    },
  }
}
