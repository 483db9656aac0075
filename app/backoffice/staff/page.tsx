import { InviteForm } from '@/components/backoffice/invite-form'
import { Messages, StaffHeader } from '@/components/backoffice/staff-header'
import { StaffInvitations, StaffMembers } from '@/components/backoffice/staff-list'
import { requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { staffTeam } from '@/lib/api/pages/backoffice-people'
import { errorText, noticeText, T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.staff.heading }

type Search = Promise<{ notice?: string; error?: string }>

/** The team, for owners: invite by e-mail, change roles, reset a lost second factor, remove. */
export default async function StaffPage({ searchParams }: { searchParams: Search }) {
  const session = await requireStaffFor('manageStaff')
  const { members, invitations } = await staffTeam()
  const { notice, error } = await searchParams
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{T.staff.heading}</h1>
        <Messages notice={noticeText(notice)} error={errorText(error)} />
        <InviteForm />
        <StaffInvitations invitations={invitations} />
        <h2>{T.staff.members}</h2>
        <StaffMembers members={members} me={session.customerId} />
      </main>
    </>
  )
}
