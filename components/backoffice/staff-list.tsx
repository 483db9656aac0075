import {
  changeStaffRoleAction,
  removeStaffAction,
  resetStaffFactorAction,
  revokeInvitationAction,
} from '@/lib/api/backoffice/actions/staff-admin'
import { STAFF_ROLES } from '@/lib/backoffice/permissions'
import type { StaffListInvitation, StaffListMember } from '@/lib/backoffice/staff-admin'
import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'

/** The team as cards (one per person, readable at 390 px): role, second factor, and the owner's changes. */
export function StaffMembers({ members, me }: { members: readonly StaffListMember[]; me: string }) {
  return (
    <ul className="bo-cards" aria-label={T.staff.members}>
      {members.map((member) => {
        const self = member.customerId === me
        return (
          <li key={member.customerId} className="bo-card" data-testid="staff-member">
            <h3>
              {member.name}
              {self ? ` (${T.staff.you})` : ''}{' '}
              <span className="bo-badge" data-testid="staff-role">
                {T.roles[member.role]}
              </span>
            </h3>
            <p className="bo-muted">
              {member.email} · {member.enrolled ? T.staff.enrolled : T.staff.notEnrolled} ·{' '}
              {fill(T.staff.since, { date: formatBerlin(member.since) })}
            </p>
            {self ? null : <MemberForms member={member} />}
          </li>
        )
      })}
    </ul>
  )
}

function MemberForms({ member }: { member: StaffListMember }) {
  const id = member.customerId
  return (
    <div className="bo-member-forms">
      <form action={changeStaffRoleAction} className="bo-inline-form">
        <input type="hidden" name="member" value={id} />
        <label htmlFor={`role-${id}`}>{T.staff.role}</label>
        <select id={`role-${id}`} name="role" defaultValue={member.role}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {T.roles[role]}
            </option>
          ))}
        </select>
        <button type="submit" className="bo-secondary">
          {T.staff.saveRole}
        </button>
      </form>
      {member.enrolled ? (
        <form action={resetStaffFactorAction}>
          <input type="hidden" name="member" value={id} />
          <button type="submit" className="bo-secondary">
            {T.staff.resetFactor}
          </button>
        </form>
      ) : null}
      <form action={removeStaffAction} className="bo-inline-form">
        <input type="hidden" name="member" value={id} />
        <label className="bo-choice">
          <input type="checkbox" name="confirm" value="yes" required /> {T.staff.removeConfirm}
        </label>
        <button type="submit" className="bo-secondary">
          {T.staff.remove}
        </button>
      </form>
    </div>
  )
}

export function StaffInvitations({ invitations }: { invitations: readonly StaffListInvitation[] }) {
  if (invitations.length === 0) return null
  return (
    <section className="bo-card" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{T.staff.invitations}</h2>
      <ul className="bo-plain-list">
        {invitations.map((invitation) => (
          <li key={invitation.id} data-testid="staff-invitation">
            <strong>{invitation.name}</strong> ({invitation.email}) · {T.roles[invitation.role]}
            <div className="bo-muted">
              {fill(T.staff.invitedBy, {
                name: invitation.invitedByName,
                date: formatBerlin(invitation.expiresAt),
              })}
            </div>
            <form action={revokeInvitationAction}>
              <input type="hidden" name="invitation" value={invitation.id} />
              <button type="submit" className="bo-secondary">
                {T.staff.revoke}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  )
}
