import { renderMailLayout } from '@/lib/mail/layout'
import type { OutgoingMail } from '@/lib/mail/schema'
import type { StaffRole } from '@/lib/db/schema'
import { fill, T } from './texts'
import { formatBerlin } from './time'

/**
 * The invitation e-mail, in German like the back office. The back office belongs to neither brand,
 * so the mail wears the company's first brand's layout (its footer names the company either way).
 */
export function invitationMail(input: {
  id: string
  email: string
  role: StaffRole
  inviter: string
  link: string
  expiresAt: Date
}): OutgoingMail {
  const t = T.invite
  const body = renderMailLayout(
    'card',
    {
      heading: t.mailHeading,
      paragraphs: [
        fill(t.mailIntro, { inviter: input.inviter, role: T.roles[input.role] }),
        t.mailSteps,
        fill(t.mailExpiry, { date: formatBerlin(input.expiresAt) }),
      ],
      action: { label: t.mailAction, href: input.link },
      footnote: t.mailFootnote,
    },
    'de-DE',
  )
  return {
    messageKey: `staff-invitation:${input.id}`,
    to: input.email,
    subject: t.mailSubject,
    text: body.text,
    html: body.html,
    brand: 'card',
    locale: 'de-DE',
  }
}
